// What billing's handlers share: the services they call, the request metadata events carry, the
// invoice id parameter, the answers several routes give, the access and limits their routes repeat,
// and the command on one invoice that four routes are.
import { z } from 'zod';
import type { Knex } from 'knex';
import type { EventMetadata } from '@piboost/events';
import type { AppContext, Principal } from '../../../platform/http/context';
import { listQuerySchema, listRows, type ListResource } from '../../../platform/http/ra-list';
import { defineRoute, type Access, type RateLimitRule } from '../../../platform/http/route';
import type { Runtime } from '../../../platform/runtime';
import { billingService, type BillingService } from '../service';
import { surveyService } from '../survey';
import { answering } from './errors';

export interface BillingHttp {
  runtime: Runtime;
  billing: BillingService;
  survey: ReturnType<typeof surveyService>;
}

export function billingHttp(runtime: Runtime): BillingHttp {
  return { runtime, billing: billingService(runtime), survey: surveyService(runtime) };
}

export const SUBSCRIPTION_TAGS = ['Assinatura'];
export const PAYMENT_TAGS = ['Pagamentos'];
export const ADMIN_TAGS = ['Back office'];
export const USER_READS = { points: 120, windowSeconds: 60, key: 'user' } as const;
const ADMIN_READS = { points: 300, windowSeconds: 60, key: 'user' } as const;
export const ADMIN_ACTIONS = { points: 30, windowSeconds: 60, key: 'user' } as const;

/** A read of the person's own subscription or payments: never cached. */
export const ownRead = (tags: string[]) => ({ method: 'GET', tags, access: 'user', rateLimit: USER_READS, noStore: true }) as const;
/** The back office's reads: support and admins. */
export const adminRead = { method: 'GET', tags: ADMIN_TAGS, access: 'support', rateLimit: ADMIN_READS } as const;
/** A person's refund request (the guarantee's, a queued period's): the provider is asked, so few a minute. */
export const refundRequest = { access: 'user', rateLimit: { points: 10, windowSeconds: 60, key: 'user' } } as const;

/** A back-office list (react-admin's simple REST): the list's query in, one page of its rows out. */
export function adminListRoute<Row extends z.ZodType>(runtime: Runtime, route: { path: string; summary: string }, row: Row, list: ListResource, rows: () => Knex.QueryBuilder) {
  return defineRoute({
    ...adminRead,
    ...route,
    input: { query: listQuerySchema },
    response: z.array(row),
    handler: (ctx, { query }) => listRows<z.output<Row>>(ctx, runtime.db, rows(), list, query),
  });
}

export const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export const invoiceParams = z.object({ id: z.uuid('Fatura inválida.') });

/** A command's answer: what happened, in the person's words. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/**
 * A command on the invoice (or queued period) the path names, by its owner or an admin: domain
 * errors answered as HTTP, the outcome in the person's words.
 */
export function invoiceCommand(
  route: { path: string; summary: string; tags: string[]; access: Exclude<Access, 'public'>; rateLimit: RateLimitRule },
  command: (principal: Principal, invoiceId: string, meta: EventMetadata) => Promise<{ message: string }>,
) {
  return defineRoute({
    method: 'POST',
    ...route,
    input: { params: invoiceParams },
    response: messageResponse,
    handler: async (ctx, { principal, params }) => ({ success: true as const, ...(await answering(command(principal, params.id, meta(ctx)))) }),
  });
}

export { billingPeriod, paymentMethod, premiumPlan, providerName } from './values.schema';
