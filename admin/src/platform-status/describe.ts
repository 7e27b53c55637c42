// A health check's details as a sentence staff can read, for the status page (support and admins):
// GET /api/health and GET /api/admin/status return them as data.
import type { QueueDepth } from '@piboost/backend/contract';
import { translate, type MessageKey } from '../i18n';

const PROJECTION_STATES: Record<string, MessageKey> = {
  new: 'platformStatus.projection.new',
  building: 'platformStatus.projection.building',
  active: 'platformStatus.projection.active',
  rebuilding: 'platformStatus.projection.rebuilding',
};

interface ProjectionHealth {
  state: string;
  running?: boolean;
  lagEvents: number;
  lagSeconds?: number;
  deadLetters?: number;
}

export function describeCheck(name: string, details: Record<string, unknown> = {}): string {
  if (typeof details.error === 'string') return translate('platformStatus.describe.failed');
  switch (name) {
    case 'mail':
      if (details.mode !== 'smtp') return translate('platformStatus.describe.noSmtp');
      return translate(details.reachable === false ? 'platformStatus.describe.smtpUnreachable' : 'platformStatus.describe.smtp');
    case 'eventStore':
      return translate('platformStatus.describe.adapter', { adapter: details.adapter === 'kurrentdb' ? 'KurrentDB' : 'PostgreSQL' });
    case 'readReplica':
      if (details.standby === false) return translate('platformStatus.describe.notStandby');
      return translate('platformStatus.describe.replicaLag', { seconds: Number(details.lagSeconds ?? 0), bytes: Number(details.lagBytes ?? 0), paused: details.replayPaused === true ? 'yes' : 'no' });
    case 'database':
      return details.embedded ? translate('platformStatus.describe.embedded') : 'PostgreSQL';
    case 'queue': {
      const queues = Object.entries((details.queues ?? {}) as Record<string, QueueDepth>);
      const backend = translate('platformStatus.describe.bullmq', { store: details.backend === 'redis' ? 'Redis' : 'PostgreSQL' });
      const pending = queues.reduce((n, [, q]) => n + q.waiting + q.active + q.delayed, 0);
      const failed = queues.reduce((n, [, q]) => n + q.failed, 0);
      return queues.length ? translate('platformStatus.describe.queues', { backend, queues: queues.length, pending, failed }) : backend;
    }
    case 'projections': {
      const open = Number(details.deadLetters ?? 0);
      const each = Object.entries(details)
        .filter((entry): entry is [string, ProjectionHealth] => typeof entry[1] === 'object' && entry[1] !== null)
        .map(([projection, p]) => {
          const known = PROJECTION_STATES[p.state];
          const state = p.running === false ? translate('platformStatus.projection.noProjector') : known ? translate(known) : p.state;
          return translate(p.deadLetters ? 'platformStatus.describe.projectionWithLetters' : 'platformStatus.describe.projection', { projection, state, lag: p.lagEvents, letters: p.deadLetters ?? 0 });
        });
      return [...(open ? [translate('platformStatus.describe.openLetters', { count: open })] : []), ...each].join(' · ');
    }
    default:
      return '';
  }
}
