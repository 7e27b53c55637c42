// Labels of the values the users API returns (backend/src/modules/backoffice-users), as catalogue
// keys: react-admin's inputs translate a choice's name themselves, and `labelOf` does it for fields.
// The ids are those of the shared labels (@piboost/events/labels), which the CSV export still writes in pt-BR.
import type { TranslateFunction } from 'react-admin';
import type { MessageKey } from '../i18n';
import { adminLocale } from '../i18n';
import { SAO_PAULO } from '../lib/time';

type Choice = { id: string; name: MessageKey };

export const ROLE_CHOICES: Choice[] = [
  { id: 'user', name: 'users.role.user' },
  { id: 'support', name: 'users.role.support' },
  { id: 'admin', name: 'users.role.admin' },
];
/** The plans a person can choose (admins read "admin", shown as "Administrativo"). */
export const PLAN_CHOICES: Choice[] = [
  { id: 'freemium', name: 'users.plan.freemium' },
  { id: 'professional', name: 'users.plan.professional' },
  { id: 'elite', name: 'users.plan.elite' },
];
export const PREMIUM_PLAN_CHOICES = PLAN_CHOICES.filter((p) => p.id !== 'freemium');
export const STATUS_CHOICES: Choice[] = [
  { id: 'active', name: 'users.status.active' },
  { id: 'disabled', name: 'users.status.disabled' },
  { id: 'erased', name: 'users.status.erased' },
];
export const PROVIDER_CHOICES: Choice[] = [
  { id: 'password', name: 'users.provider.password' },
  { id: 'google', name: 'users.provider.google' },
];
export const CONSENT_LABELS: Record<string, MessageKey> = {
  lgpd_data_processing: 'users.consent.lgpd',
  terms_of_use: 'users.consent.terms',
  marketing_emails: 'users.consent.marketing',
};

/** The choice's name in the current language; the raw value when it is not a known one. */
export const labelOf = (choices: readonly { id: string; name: string }[], id: unknown, translate: TranslateFunction) => {
  const name = choices.find((c) => c.id === id)?.name;
  return name ? translate(name) : id == null ? '—' : String(id);
};

/** A date filter on whole São Paulo days: "from" starts at 00:00, "until" ends at 23:59:59. */
export const dayStart = (v: string) => (v ? `${v}T00:00:00-03:00` : v);
export const dayEnd = (v: string) => (v ? `${v}T23:59:59.999-03:00` : v);

/**
 * "Assinatura até 23/11/2026", "Teste grátis até ..." or "Sem Premium": how the person has Premium
 * now (the API's premiumAccess), never read from the plan they chose.
 */
export function premiumAccessText(record: Record<string, unknown>, translate: TranslateFunction): string {
  const access = record.premiumAccess as { kind: 'subscription' | 'trial'; until: string } | null | undefined;
  if (!access) return translate('users.premiumAccess.none');
  const day = new Date(access.until).toLocaleDateString(adminLocale(), { timeZone: SAO_PAULO });
  return translate(access.kind === 'trial' ? 'users.premiumAccess.trial' : 'users.premiumAccess.subscription', { day });
}
