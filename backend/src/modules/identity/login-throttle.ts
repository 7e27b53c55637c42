// Sign-in throttling by (account, client) pair (issue 10): wrong passwords slow down the pair that
// typed them, with progressive delays (decide.ts), never the account as a whole - so a stranger
// guessing cannot lock the owner out, and an office behind one IP does not lock its people out.
// A client is a browser that signed in to this account before (a random device cookie, remembered
// here as its SHA-256 for KNOWN_CLIENT_DAYS after its last good sign-in), or else its IP address.
// Unknown clients also share one account-wide counter with a larger allowance, so guessing spread
// over many addresses slows down too, while the owner's known browser keeps signing in.
import type { Db } from '../../platform/db/knex';
import { ACCOUNT_WIDE_FREE_FAILURES, FREE_LOGIN_FAILURES, LOGIN_FAILURE_MEMORY_SECONDS, type LoginPair } from './decide';
import { randomToken, sha256 } from './tokens';

export const KNOWN_CLIENT_DAYS = 90;
export const DEVICE_COOKIE = 'piboost_device';

/** The pairs an attempt counts against: the known browser alone, or the IP plus the account's unknown clients. */
export function loginPairs(emailHash: string, client: { ip: string; knownClientHash: string | null }): { key: string; free: number }[] {
  if (client.knownClientHash) return [{ key: `${emailHash}|client:${client.knownClientHash}`, free: FREE_LOGIN_FAILURES }];
  return [
    { key: `${emailHash}|ip:${client.ip}`, free: FREE_LOGIN_FAILURES },
    { key: `${emailHash}|unknown-clients`, free: ACCOUNT_WIDE_FREE_FAILURES },
  ];
}

/** `now` is the runtime's business clock (delays and memories are business rules the tests move). */
export function loginThrottle(db: Db, now: () => Date) {
  return {
    /** The hash of `deviceToken` if that browser signed in to `userId` recently. */
    async knownClient(deviceToken: string | undefined, userId: string | undefined): Promise<string | null> {
      if (!deviceToken || !userId) return null;
      const clientHash = sha256(deviceToken);
      const row = await db('identity_known_clients')
        .where({ client_hash: clientHash, user_id: userId })
        .where('last_sign_in_at', '>', new Date(now().getTime() - KNOWN_CLIENT_DAYS * 86_400_000))
        .first('client_hash');
      return row ? clientHash : null;
    },

    /** Whether any browser signed in to `userId` recently (the first sign-in ever is no "new device"). */
    async hasKnownClients(userId: string): Promise<boolean> {
      return Boolean(await db('identity_known_clients').where({ user_id: userId }).where('last_sign_in_at', '>', new Date(now().getTime() - KNOWN_CLIENT_DAYS * 86_400_000)).first('client_hash'));
    },

    async pairs(list: readonly { key: string; free: number }[]): Promise<LoginPair[]> {
      const rows = await db('identity_login_failures')
        .whereIn('pair', list.map((p) => p.key))
        .where('last_failed_at', '>', new Date(now().getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000))
        .select<{ pair: string; failures: number; last_failed_at: Date }[]>('pair', 'failures', 'last_failed_at');
      return rows.map((r) => ({ failures: r.failures, lastFailedAt: r.last_failed_at, free: list.find((p) => p.key === r.pair)!.free }));
    },

    async recordFailure(list: readonly { key: string }[]): Promise<void> {
      const at = now();
      const forgetBefore = new Date(now().getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000);
      for (const { key } of list) {
        await db.raw(
          `INSERT INTO identity_login_failures AS f (pair, failures, last_failed_at) VALUES (?, 1, ?)
           ON CONFLICT (pair) DO UPDATE SET
             failures = CASE WHEN f.last_failed_at < ? THEN 1 ELSE f.failures + 1 END,
             last_failed_at = EXCLUDED.last_failed_at`,
          [key, at, forgetBefore],
        );
      }
    },

    /**
     * A good sign-in: the pair starts over, and the browser becomes (or stays) a known client of the
     * account. Returns the device token to set, a new one unless the browser already had one.
     */
    async succeeded(pairKey: string, userId: string, deviceToken: string | undefined): Promise<string> {
      await this.forget(pairKey);
      const token = deviceToken && /^[\w-]{43}$/.test(deviceToken) ? deviceToken : randomToken();
      await db('identity_known_clients')
        .insert({ client_hash: sha256(token), user_id: userId, last_sign_in_at: now() })
        .onConflict(['client_hash', 'user_id'])
        .merge(['last_sign_in_at']);
      return token;
    },

    /** The pair starts over (a good sign-in, a right second-factor code). */
    async forget(pairKey: string): Promise<void> {
      await db('identity_login_failures').where({ pair: pairKey }).delete();
    },

    /** Housekeeping: forgotten failures and clients not seen for KNOWN_CLIENT_DAYS. */
    async purge(): Promise<number> {
      const failures = await db('identity_login_failures').where('last_failed_at', '<', new Date(now().getTime() - LOGIN_FAILURE_MEMORY_SECONDS * 1000)).delete();
      const clients = await db('identity_known_clients').where('last_sign_in_at', '<', new Date(now().getTime() - KNOWN_CLIENT_DAYS * 86_400_000)).delete();
      return failures + clients;
    },
  };
}
