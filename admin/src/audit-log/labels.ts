/** What each back-office action is called in the audit log (projections/src/audit). */
export const ACTION_CHOICES = [
  { id: 'RoleChanged', name: 'Papel alterado' },
  { id: 'TrialGrantedByStaff', name: 'Teste grátis concedido' },
  { id: 'TrialEndedByStaff', name: 'Teste grátis encerrado' },
  { id: 'PremiumGrantedByStaff', name: 'Premium concedido' },
  { id: 'PremiumEndedByStaff', name: 'Premium encerrado' },
  { id: 'AccountDisabled', name: 'Conta desativada' },
  { id: 'AccountEnabled', name: 'Conta reativada' },
  { id: 'SessionsEndedByStaff', name: 'Sessões encerradas' },
  { id: 'InboxItemStatusChanged', name: 'Status de atendimento alterado' },
  { id: 'InboxItemAssigned', name: 'Atendimento atribuído' },
  { id: 'InboxItemReplied', name: 'Atendimento respondido' },
  { id: 'ProjectionRebuildRequested', name: 'Reconstrução de projeção' },
  { id: 'DeadLetterRetried', name: 'Mensagem morta reprocessada' },
];

export const DETAIL_LABELS: Record<string, string> = {
  from: 'de',
  to: 'para',
  reason: 'motivo',
  plan: 'plano',
  endsAt: 'até',
  until: 'até',
  assigneeId: 'responsável',
  jobId: 'tarefa',
  deadLetterId: 'mensagem',
  eventId: 'evento',
};
