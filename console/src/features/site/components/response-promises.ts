// How fast we answer (events/src/business.ts RESPONSE_PROMISES), in the person's language: the
// numbers come from the business rules, the words from the catalogue.
import { TICKET_RESPONSE_BUSINESS_HOURS } from '@piboost/events/business';
import { useI18n } from '../../../i18n';

export function useResponsePromises() {
  const { t } = useI18n();
  return {
    aiChat: t('site.promise.aiChat'),
    emailAndTickets: t('site.promise.tickets', { hours: TICKET_RESPONSE_BUSINESS_HOURS }),
    press: t('site.promise.press'),
  };
}
