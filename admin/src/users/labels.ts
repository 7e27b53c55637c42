// pt-BR labels of the values the users API returns (backend/src/modules/backoffice-users).
export const ROLE_CHOICES = [
  { id: 'user', name: 'Usuário' },
  { id: 'support', name: 'Suporte' },
  { id: 'admin', name: 'Administrador' },
];
export const PLAN_CHOICES = [
  { id: 'freemium', name: 'Freemium' },
  { id: 'professional', name: 'Professional' },
  { id: 'elite', name: 'Elite' },
];
export const PREMIUM_PLAN_CHOICES = PLAN_CHOICES.filter((p) => p.id !== 'freemium');
export const STATUS_CHOICES = [
  { id: 'active', name: 'Ativa' },
  { id: 'disabled', name: 'Desativada' },
  { id: 'erased', name: 'Apagada (LGPD)' },
];
export const PROVIDER_CHOICES = [
  { id: 'password', name: 'E-mail e senha' },
  { id: 'google', name: 'Google' },
];
export const CONSENT_LABELS: Record<string, string> = {
  lgpd_data_processing: 'Tratamento de dados (LGPD)',
  terms_of_use: 'Termos de Uso',
  marketing_emails: 'E-mails de marketing',
};

export const labelOf = (choices: readonly { id: string; name: string }[], id: unknown) => choices.find((c) => c.id === id)?.name ?? (id == null ? '—' : String(id));

/** A date filter on whole São Paulo days: "from" starts at 00:00, "until" ends at 23:59:59. */
export const dayStart = (v: string) => (v ? `${v}T00:00:00-03:00` : v);
export const dayEnd = (v: string) => (v ? `${v}T23:59:59.999-03:00` : v);
