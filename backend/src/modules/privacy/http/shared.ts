// What the privacy handlers share: tags, access and limits, the common answer, the request's event
// metadata, and the service, the staff's requests and read-your-writes over one runtime.
import { z } from 'zod';
import type { Position } from '@piboost/events';
import type { AppContext } from '../../../platform/http/context';
import { Conflict, ValidationError } from '../../../platform/http/errors';
import { waitForProjection } from '../../../platform/read-your-writes';
import type { Runtime } from '../../../platform/runtime';
import { RegistrationRefused, RequestRefused } from '../decide';
import type { PrivacyHooks } from '../hooks';
import { dataSubjectRequests } from '../requests';
import { privacyService } from '../service';

const staffTags = ['Back office: pedidos LGPD'];
export const tags = ['Privacidade (LGPD)'];
export const done = z.object({ success: z.literal(true), message: z.string() });
/** The back office's reads of the requests: support and admins. */
export const staffRead = { method: 'GET', tags: staffTags, access: 'support', rateLimit: { points: 120, windowSeconds: 60, key: 'user' } } as const;
/** The staff's steps on a request (register, start the copy, answer): support and admins. */
export const staffAction = { method: 'POST', tags: staffTags, access: 'support', rateLimit: { points: 30, windowSeconds: 60, key: 'user' } } as const;
export const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

/** The privacy decisions' domain errors as HTTP: a request's state refusing the action is 409, an unregistrable request 400 on its field. */
export async function refusals<T>(outcome: Promise<T>): Promise<T> {
  try {
    return await outcome;
  } catch (err) {
    if (err instanceof RequestRefused) throw new Conflict(err.message, err.code);
    if (err instanceof RegistrationRefused) throw new ValidationError({ [err.field]: err.message });
    throw err;
  }
}

export function privacyHttp(runtime: Runtime, hooks: PrivacyHooks) {
  return {
    runtime,
    service: privacyService(runtime, hooks),
    requests: dataSubjectRequests(runtime, hooks),
    /** A staff step's outcome (its refusals as HTTP), once the list shows the change the answer announces. */
    settled: async <T extends { position?: Position }>(outcome: Promise<T>) => {
      const result = await refusals(outcome);
      if (result.position) await waitForProjection(runtime.db, 'privacy_requests', result.position);
      const { position: _position, ...rest } = result;
      return rest;
    },
  };
}
export type PrivacyHttp = ReturnType<typeof privacyHttp>;
