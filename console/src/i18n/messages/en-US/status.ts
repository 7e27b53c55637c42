import type pt from '../pt-BR/status';

export default {
  'status.meta.title': 'Platform Status',
  'status.meta.description': 'Health of the π Boost services.',
  'status.page.title': 'Platform Status',
  'status.page.services': 'Services',
  'status.page.ok': 'OK',
  'status.page.failed': 'Failing',
  'status.page.details': 'Queues, failed jobs, projections and rebuilds: <link>open the detailed status in the back office</link>.',
  'status.services.eventStore': 'Event store',
  'status.services.database': 'Database',
  'status.services.queue': 'Job queue',
  'status.services.projections': 'Projections (read models)',
  'status.services.readReplica': 'Read replica',
  'status.page.replicaLag': 'Lag: {seconds, number} s, {bytes, number} bytes of WAL{paused, select, yes { (replay paused)} other {}}',
  'status.platform.checking': 'Checking the platform…',
  'status.platform.operational': 'Platform operational',
  'status.platform.degraded': 'Platform experiencing issues',
  'status.platform.unavailable': 'Platform unavailable right now',
} satisfies Record<keyof typeof pt, string>;
