// The help centre, FAQ and legal texts in the person's language (issue 26). pt-BR is the one copy in
// events/src/site-texts.ts that the support assistant also answers from; en-US and es-ES are
// translations kept beside it here, and the Portuguese version prevails.
import { COOKIES_SECTIONS, DISCLAIMER_SECTIONS, helpFaq, PRICING_FAQ, PRIVACY_SECTIONS, TERMS_SECTIONS } from '@piboost/events/site-texts';
import type { Locale } from '@piboost/events/i18n';
import { useI18n } from '../../../i18n';
import { enUS } from './en-US';
import { esES } from './es-ES';
import type { SiteTexts } from './types';

const ptBR: SiteTexts = {
  helpFaq,
  pricingFaq: PRICING_FAQ,
  terms: TERMS_SECTIONS,
  privacy: PRIVACY_SECTIONS,
  cookies: COOKIES_SECTIONS,
  disclaimer: DISCLAIMER_SECTIONS,
};

const TEXTS: Record<Locale, SiteTexts> = { 'pt-BR': ptBR, 'en-US': enUS, 'es-ES': esES };

export function useSiteTexts(): SiteTexts {
  return TEXTS[useI18n().locale];
}
