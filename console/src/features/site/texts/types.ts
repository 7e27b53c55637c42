import type { FaqGroup, LegalSection, TextFlags } from '@piboost/events/site-texts';

/** The help centre, FAQ and legal texts of one language, shaped like events/src/site-texts.ts. */
export interface SiteTexts {
  helpFaq: (flags: TextFlags) => FaqGroup[];
  pricingFaq: FaqGroup[];
  terms: LegalSection[];
  privacy: LegalSection[];
  cookies: LegalSection[];
  disclaimer: LegalSection[];
}
