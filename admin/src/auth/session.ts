// The back office signs in exactly like the console (DECISIONS 8): the access token lives in memory
// only, and the rotating refresh token is the httpOnly cookie the API sets on /api/auth. A console
// session therefore opens the back office without a second sign-in.

export type StaffRole = 'admin' | 'support';

export type { SessionUser } from '@piboost/backend/contract';
import type { Session as SessionBody, SessionUser, TwoFactorChallenge } from '@piboost/backend/contract';
import { adminLocale, translate } from '../i18n';
import { assertPasskey } from './passkey';

export class SessionError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

let current: { token: string; expiresAt: number; user: SessionUser } | null = null;
let refreshing: Promise<SessionUser | null> | null = null;

async function post(path: string, body?: unknown): Promise<Response> {
  return fetch(`/api/auth/${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Accept-Language': adminLocale(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
}

async function messageOf(response: Response, fallback: string): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' ? body.message : fallback;
}

function keep(body: SessionBody): SessionUser {
  current = { token: body.access_token, expiresAt: Date.parse(body.expires_at), user: body.user };
  return body.user;
}

/** Trades the refresh cookie for a new access token; null when there is no session. One call at a time. */
export function refreshSession(): Promise<SessionUser | null> {
  refreshing ??= (async () => {
    try {
      const response = await post('refresh');
      if (!response.ok) {
        current = null;
        return null;
      }
      return keep((await response.json()) as SessionBody);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The signed-in person, restoring the session from the cookie when the tab has none in memory. */
export async function sessionUser(): Promise<SessionUser | null> {
  // A token about to expire is refreshed now rather than failing the next request.
  if (current && current.expiresAt - Date.now() > 30_000) return current.user;
  return refreshSession();
}

export function accessToken(): string | null {
  return current?.token ?? null;
}

/** The password was right and the account has two-factor on: the code step follows, with this challenge. */
export class TwoFactorNeeded extends Error {
  constructor(readonly challenge: string) {
    super('Digite o código de verificação do seu aplicativo autenticador.');
  }
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const response = await post('login', { email, password, rememberMe: false });
  if (!response.ok) throw new SessionError(await messageOf(response, translate('auth.loginFailed')), response.status);
  const body = (await response.json()) as SessionBody | TwoFactorChallenge;
  if ('two_factor_required' in body) throw new TwoFactorNeeded(body.challenge_token);
  return keep(body);
}

/** The second step: a code from the authenticator app, or a recovery code. */
export async function completeTwoFactor(challenge: string, code: string): Promise<SessionUser> {
  const response = await post('two-factor', { challengeToken: challenge, code });
  if (!response.ok) throw new SessionError(await messageOf(response, translate('auth.invalidCode')), response.status);
  return keep((await response.json()) as SessionBody);
}

/** The second step with one of the account's passkeys instead of a code (passkey.ts). */
export async function completeWithPasskey(challenge: string): Promise<SessionUser> {
  const options = await post('two-factor/passkey/options', { challengeToken: challenge });
  if (!options.ok) throw new SessionError(await messageOf(options, translate('auth.passkey.failed')), options.status);
  const { data } = (await options.json()) as { data: Parameters<typeof assertPasskey>[0] };
  const response = await post('two-factor/passkey', { challengeToken: challenge, response: await assertPasskey(data) });
  if (!response.ok) throw new SessionError(await messageOf(response, translate('auth.passkey.confirmFailed')), response.status);
  return keep((await response.json()) as SessionBody);
}

export async function signOut(): Promise<void> {
  current = null;
  await post('logout').catch(() => undefined);
}
