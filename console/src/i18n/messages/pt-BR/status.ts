// Status da Plataforma (/status, admins) and the platform's health line (issue 26). pt-BR is the
// source: the spec's text, byte-exact.
export default {
  'status.meta.title': 'Status da Plataforma',
  'status.meta.description': 'Saúde dos serviços do π Boost.',
  'status.page.title': 'Status da Plataforma',
  'status.page.services': 'Serviços',
  'status.page.ok': 'OK',
  'status.page.failed': 'Falha',
  'status.page.details': 'Filas, jobs com falha, projeções e reconstruções: <link>abrir o status detalhado no back office</link>.',
  'status.services.eventStore': 'Event store',
  'status.services.database': 'Banco de dados',
  'status.services.queue': 'Fila de jobs',
  'status.services.projections': 'Projeções (read models)',
  'status.services.readReplica': 'Réplica de leitura',
  'status.page.replicaLag': 'Atraso: {seconds, number} s, {bytes, number} bytes de WAL{paused, select, yes { (replay pausado)} other {}}',
  'status.platform.checking': 'Verificando a plataforma…',
  'status.platform.operational': 'Plataforma operacional',
  'status.platform.degraded': 'Plataforma com instabilidade',
  'status.platform.unavailable': 'Plataforma indisponível no momento',
} as const;
