// A health check's details as a sentence staff can read, for the status page (support and admins):
// GET /api/health and GET /api/admin/status return them as data.
import type { QueueDepth } from '@piboost/backend/contract';
import { count } from '../operations/format';

const PROJECTION_STATES: Record<string, string> = { new: 'nova', building: 'construindo', active: 'ativa', rebuilding: 'reconstruindo' };

interface ProjectionHealth {
  state: string;
  running?: boolean;
  lagEvents: number;
  lagSeconds?: number;
  deadLetters?: number;
}

export function describeCheck(name: string, details: Record<string, unknown> = {}): string {
  if (typeof details.error === 'string') return 'A verificação falhou.';
  switch (name) {
    case 'mail':
      if (details.mode !== 'smtp') return 'Sem SMTP: mensagens ficam só na caixa de saída (outbox)';
      return details.reachable === false ? 'Envio por SMTP: servidor inacessível' : 'Envio por SMTP';
    case 'eventStore':
      return `Adaptador ${details.adapter === 'kurrentdb' ? 'KurrentDB' : 'PostgreSQL'}`;
    case 'database':
      return details.embedded ? 'PostgreSQL embutido' : 'PostgreSQL';
    case 'queue': {
      const queues = Object.entries((details.queues ?? {}) as Record<string, QueueDepth>);
      const backend = `BullMQ sobre ${details.backend === 'redis' ? 'Redis' : 'PostgreSQL'}`;
      const pending = queues.reduce((n, [, q]) => n + q.waiting + q.active + q.delayed, 0);
      const failed = queues.reduce((n, [, q]) => n + q.failed, 0);
      return queues.length ? `${backend} · ${count(queues.length)} filas · ${count(pending)} jobs pendentes · ${count(failed)} com falha` : backend;
    }
    case 'projections': {
      const open = Number(details.deadLetters ?? 0);
      const each = Object.entries(details)
        .filter((entry): entry is [string, ProjectionHealth] => typeof entry[1] === 'object' && entry[1] !== null)
        .map(([projection, p]) => {
          const state = p.running === false ? 'sem projetor' : (PROJECTION_STATES[p.state] ?? p.state);
          const letters = p.deadLetters ? `, ${count(p.deadLetters)} mensagens mortas` : '';
          return `${projection}: ${state}, atraso de ${count(p.lagEvents)} eventos${letters}`;
        });
      return [...(open ? [`${count(open)} ${open === 1 ? 'mensagem morta pendente' : 'mensagens mortas pendentes'}`] : []), ...each].join(' · ');
    }
    default:
      return '';
  }
}
