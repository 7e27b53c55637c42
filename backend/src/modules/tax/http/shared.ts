// What the tax helper's handlers share: tags, access (the person's own data: never cached), rate
// limits, the Premium check of the import and the PDF, and a command run with its domain errors in
// Portuguese.
import type { EventMetadata } from '@piboost/events';
import { Conflict, Forbidden, NotFound, type AppContext } from '../../../platform/http';
import type { Principal } from '../../../platform/http/context';
import type { Runtime } from '../../../platform/runtime';
import { entitlementsOf } from '../../billing';
import type { TaxCommand, TaxState } from '../decide';
import { DarfOverdue, NothingToRemind, TooManyTrades, TradeNotFound } from '../errors';
import { taxCommand } from '../service';
import { tr } from '../../../platform/i18n';

const tags = ['Calculadora de IR cripto'];
const own = { tags, access: 'user', noStore: true } as const;
export const READ = { ...own, method: 'GET', rateLimit: { points: 240, windowSeconds: 60, key: 'user' } } as const;
export const WRITE = { ...own, rateLimit: { points: 120, windowSeconds: 60, key: 'user' } } as const;
/** A file parsed (preview or import): heavier, fewer a minute. */
export const IMPORT = { ...own, method: 'POST', rateLimit: { points: 20, windowSeconds: 60, key: 'user' }, bodyLimit: '3mb' } as const;

const metaOf = (ctx: AppContext): EventMetadata => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export const PREMIUM_MESSAGE = 'A importação de CSV e o PDF do mês são exclusivos dos planos Premium. Os lançamentos manuais, o resultado mensal e a tabela em CSV continuam grátis.';

/** The CSV import and the month's PDF: Premium (the plan's `taxHelper` entitlement is 'full'). */
export async function hasFullHelper(runtime: Runtime, principal: Principal): Promise<boolean> {
  return (await entitlementsOf(runtime, principal)).taxHelper === 'full';
}

export async function requireFullHelper(runtime: Runtime, principal: Principal): Promise<void> {
  if (!(await hasFullHelper(runtime, principal))) throw new Forbidden(PREMIUM_MESSAGE, 'PREMIUM_REQUIRED');
}

/** Runs the request's command on the person's stream, answering its domain errors as the page shows them. */
export async function runCommand<C extends TaxCommand>(runtime: Runtime, ctx: AppContext, command: C, complete?: (state: TaxState) => Partial<C>): Promise<boolean> {
  try {
    return await taxCommand(runtime, command, metaOf(ctx), complete);
  } catch (err) {
    if (err instanceof TradeNotFound) throw new NotFound('Operação não encontrada.');
    if (err instanceof TooManyTrades) throw new Conflict(tr('errors.tax.tradesLimit', { limit: err.limit }), 'TAX_TRADES_LIMIT');
    if (err instanceof NothingToRemind) throw new Conflict('Este mês não tem imposto a pagar: não há DARF para lembrar.', 'TAX_NOTHING_TO_REMIND');
    if (err instanceof DarfOverdue) throw new Conflict(tr('errors.tax.darfOverdue', { date: new Date(`${err.dueDate}T12:00:00Z`) }), 'TAX_DARF_OVERDUE');
    throw err;
  }
}
