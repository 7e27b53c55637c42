// The inbox's values as staff read them. The status rules themselves live on the server
// (backend/src/modules/inbox/decide.ts); the item page offers what the API says is allowed.
export const KIND_CHOICES = [
  { id: 'support', name: 'Chamado de suporte' },
  { id: 'help', name: 'Central de ajuda' },
  { id: 'contact', name: 'Contato' },
  { id: 'careers', name: 'Carreiras' },
  { id: 'press', name: 'Imprensa' },
];

export const STATUS_CHOICES = [
  { id: 'new', name: 'Novo' },
  { id: 'in_progress', name: 'Em andamento' },
  { id: 'waiting_customer', name: 'Aguardando cliente' },
  { id: 'resolved', name: 'Resolvido' },
  { id: 'closed', name: 'Fechado' },
];

export const PRIORITY_CHOICES = [
  { id: 'low', name: 'Baixa' },
  { id: 'medium', name: 'Média' },
  { id: 'high', name: 'Alta' },
  { id: 'urgent', name: 'Urgente' },
];

export const CATEGORY_LABELS: Record<string, string> = {
  general: 'Geral',
  support: 'Suporte',
  sales: 'Vendas',
  partnership: 'Parceria',
  media: 'Mídia',
  careers: 'Carreiras',
  feedback: 'Sugestão',
  other: 'Outro',
  reporter: 'Repórter',
  editor: 'Editor(a)',
  producer: 'Produtor(a)',
  freelancer: 'Freelancer',
};

export const labelOf = (choices: readonly { id: string; name: string }[], id: string | null | undefined) =>
  choices.find((c) => c.id === id)?.name ?? id ?? '';

export const STATUS_COLORS: Record<string, 'default' | 'info' | 'warning' | 'success' | 'primary'> = {
  new: 'info',
  in_progress: 'primary',
  waiting_customer: 'warning',
  resolved: 'success',
  closed: 'default',
};
