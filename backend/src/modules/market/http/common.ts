// What the market's handlers share: tags, access and rate limits, the public pages' caching, a
// command's domain errors as HTTP answers (messages as the console shows them) and read-your-writes.
import { Conflict, NotFound, ValidationError, type AppContext } from '../../../platform/http';
import { waitForProjection } from '../../../platform/read-your-writes';
import type { Runtime } from '../../../platform/runtime';
import type { Landed } from '../commands';
import { CoinNotCovered, HoldingNotHeld, PriceAlertLimitReached, PriceAlertNotFound } from '../errors';
import { tr } from '../../../platform/i18n';

const TAGS = ['Mercado'];
const ADMIN_TAGS = ['Back office'];
const READ_LIMIT = { points: 240, windowSeconds: 60, key: 'user' } as const;

/** The signed-in person's market reads. */
export const READ = { method: 'GET', tags: TAGS, access: 'user', rateLimit: READ_LIMIT } as const;
/** The person's own commands (portfolio, price alerts). */
export const WRITE = { tags: TAGS, access: 'user', rateLimit: { points: 60, windowSeconds: 60, key: 'user' } } as const;
/** The public pages' reads (anyone, by address). */
export const PUBLIC_READ = { method: 'GET', tags: TAGS, access: 'public', rateLimit: { points: 120, windowSeconds: 60, key: 'ip' } } as const;
/** Asks the AI's jobs for something now (a new analysis, a connection test): queued (202), 6 a minute. */
export const AI_REQUEST = { method: 'POST', tags: TAGS, access: 'user', rateLimit: { points: 6, windowSeconds: 60, key: 'user' }, status: 202 } as const;
/** The back office's market page and actions: admins only. */
export const ADMIN_READ = { method: 'GET', tags: ADMIN_TAGS, access: 'admin', rateLimit: READ_LIMIT } as const;
export const ADMIN_WRITE = { method: 'POST', tags: ADMIN_TAGS, access: 'admin', rateLimit: { points: 20, windowSeconds: 60, key: 'user' } } as const;

/** The public figures change with each quotes job: shared caches may keep them 30 seconds. */
export const PUBLIC_CACHE = 'public, max-age=30';
export const cachePublicly = (ctx: AppContext) => ctx.set('Cache-Control', PUBLIC_CACHE);

/**
 * Runs one of the person's commands, answering its domain errors as the API always has, then waits
 * until the market read models hold its events (nothing to wait for when it appended none).
 */
export async function command(runtime: Runtime, run: () => Promise<Landed>): Promise<void> {
  const landed = await answering(run);
  if (landed) await waitForProjection(runtime.db, 'market', landed.position);
}

async function answering<T>(command: () => Promise<T>): Promise<T> {
  try {
    return await command();
  } catch (err) {
    if (err instanceof CoinNotCovered) throw new ValidationError({ coinId: 'Este ativo não é acompanhado pelo π Boost.' });
    if (err instanceof HoldingNotHeld) throw new NotFound('Esta posição não está na sua carteira.');
    if (err instanceof PriceAlertNotFound) throw new NotFound('Alerta não encontrado.');
    if (err instanceof PriceAlertLimitReached) {
      throw new Conflict(tr('errors.market.priceAlertLimit', { max: err.max }), 'PRICE_ALERT_LIMIT');
    }
    throw err;
  }
}
