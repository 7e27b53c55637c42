import type { RouterContext } from '@koa/router';
import type { Locale } from '@piboost/events/i18n';
import type { Logger } from '../logger';

export type Role = 'user' | 'support' | 'admin';

/** Who is calling, as established by the identity module's Authenticator. */
export interface Principal {
  userId: string;
  roles: Role[];
  /** Derived from an active Professional/Elite subscription or trial (DECISIONS 6). */
  premium: boolean;
  /** CPF and consents given (the completion step of registration). */
  profileComplete: boolean;
  /** The session the access token belongs to (absent for credentials that are not session-bound). */
  sessionId?: string;
}

/**
 * Reads the credentials of a request. Returns null when there are none; may throw `Unauthorized`
 * itself to give a more precise message (expired session, revoked token).
 */
export type Authenticator = (ctx: AppContext) => Promise<Principal | null>;

export interface AppState {
  requestId: string;
  /** Child logger carrying the request id. */
  log: Logger;
  /** Set once the route's access check ran; null for anonymous callers. */
  principal: Principal | null;
  /** The request's language, from Accept-Language (the console sends its current one); pt-BR by default. */
  locale: Locale;
}

export type AppContext = RouterContext<AppState>;
