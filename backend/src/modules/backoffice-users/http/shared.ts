// What the back office's handlers share: tags, rate limits, the presets their routes spread, the
// user id, the common answer, the request's event metadata, and the users' reads and the staff's
// actions over one runtime.
import { z } from 'zod';
import type { AppContext } from '../../../platform/http/context';
import { csvExportRoute } from '../../../platform/http/export';
import type { Runtime } from '../../../platform/runtime';
import { staffActions } from '../staff-actions';
import { staffUsers } from '../users';

export const tags = ['Back office'];
export const READS = { points: 300, windowSeconds: 60, key: 'user' } as const;
export const ACTIONS = { points: 60, windowSeconds: 60, key: 'user' } as const;
export const EXPORTS = { points: 20, windowSeconds: 60, key: 'user' } as const;

/** Support staff read people; the audit log, the exports and the actions are for admins only. */
export const staffRead = { method: 'GET', tags, access: 'support', rateLimit: READS } as const;
export const adminRead = { method: 'GET', tags, access: 'admin', rateLimit: READS } as const;
export const adminExport = { method: 'GET', tags, access: 'admin', rateLimit: EXPORTS, ...csvExportRoute } as const;

export const params = z.object({ id: z.uuid('Usuário inválido.') });
export const done = z.object({ success: z.literal(true), message: z.string() });
export const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function backofficeHttp(runtime: Runtime) {
  return { runtime, users: staffUsers(runtime), actions: staffActions(runtime) };
}
export type BackofficeHttp = ReturnType<typeof backofficeHttp>;
