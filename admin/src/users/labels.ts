// pt-BR labels of the values the users API returns (backend/src/modules/backoffice-users): the
// shared labels, so the screens and the CSV export read alike.
import { ACCOUNT_STATUS_LABELS, PLAN_LABELS, premiumAccessLabel, PROVIDER_LABELS, ROLE_LABELS } from '@piboost/events/labels';

const choices = (labels: Readonly<Record<string, string>>) => Object.entries(labels).map(([id, name]) => ({ id, name }));

export const ROLE_CHOICES = choices(ROLE_LABELS);
/** The plans a person can choose (admins read "admin", shown as "Administrativo"). */
export const PLAN_CHOICES = choices(PLAN_LABELS).filter((p) => p.id !== 'admin');
export const PREMIUM_PLAN_CHOICES = PLAN_CHOICES.filter((p) => p.id !== 'freemium');
export const STATUS_CHOICES = choices(ACCOUNT_STATUS_LABELS);
export const PROVIDER_CHOICES = choices(PROVIDER_LABELS);
export const CONSENT_LABELS: Record<string, string> = {
  lgpd_data_processing: 'Tratamento de dados (LGPD)',
  terms_of_use: 'Termos de Uso',
  marketing_emails: 'E-mails de marketing',
};

export const labelOf = (choices: readonly { id: string; name: string }[], id: unknown) => choices.find((c) => c.id === id)?.name ?? (id == null ? '—' : String(id));

/** A date filter on whole São Paulo days: "from" starts at 00:00, "until" ends at 23:59:59. */
export const dayStart = (v: string) => (v ? `${v}T00:00:00-03:00` : v);
export const dayEnd = (v: string) => (v ? `${v}T23:59:59.999-03:00` : v);

/**
 * "Assinatura até 23/11/2026", "Teste grátis até ..." or "Sem Premium": how the person has Premium
 * now (the API's premiumAccess), never read from the plan they chose.
 */
export function premiumAccessText(record: Record<string, unknown>): string {
  const access = record.premiumAccess as { kind: 'subscription' | 'trial'; until: string } | null | undefined;
  return premiumAccessLabel(access ? { kind: access.kind, until: new Date(access.until) } : null);
}
