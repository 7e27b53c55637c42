// The session once open: refresh (token rotation with reuse detection), sign-out, the session's
// person, the bearer token's check on every request, and a fresh access token after a change.
import type { EventMetadata } from '@piboost/events';
import type { Principal } from '../../platform/http/context';
import { sessionExpired, type IdentityContext } from './context';
import { IdentityRefused } from './decide';
import { MSG } from './messages';
import type { IssuedSession, SessionIssuer, SessionUser } from './session-issue';

export function sessionAccess(ctx: IdentityContext, issuer: SessionIssuer) {
  const { sessions, commands, signer, guard } = ctx;

  return {
    async refresh(refreshToken: string | undefined, meta: EventMetadata): Promise<IssuedSession> {
      if (!refreshToken) throw new IdentityRefused('unauthorized', 'SESSION_MISSING', MSG.sessionMissing);
      const result = await sessions.rotate(refreshToken);
      if (result.kind === 'invalid') throw sessionExpired('SESSION_EXPIRED');
      const { session } = result;
      if (result.kind === 'reused') {
        // A spent token came back: it was copied. The family ends, and its access tokens with it.
        await commands.endSession(session, 'refresh_token_reuse', meta);
        throw sessionExpired('SESSION_REVOKED');
      }
      const account = await ctx.loadAccount(session.user_id);
      if (!account || account.disabled) {
        await commands.endSession(session, 'account_disabled', meta);
        throw sessionExpired('SESSION_EXPIRED');
      }
      return issuer.issue(account, session.id, result.refreshToken, session.remember_me ? session.expires_at : null);
    },

    /** Ends the session of the refresh cookie and the one the bearer token belongs to (a client holding only the bearer). */
    async signOut(refreshToken: string | undefined, principal: Principal | null, meta: EventMetadata): Promise<{ success: true; message: string }> {
      const cookieSession = refreshToken ? await sessions.sessionOf(refreshToken) : null;
      const bearerSession = principal?.sessionId ? { id: principal.sessionId, user_id: principal.userId } : null;
      for (const session of [cookieSession, bearerSession]) {
        if (session) await commands.endSession(session, 'logout', { ...meta, actorId: session.user_id });
      }
      return { success: true, message: MSG.signedOut };
    },

    async me(principal: Principal): Promise<{ success: true; user: SessionUser }> {
      const account = await ctx.loadAccount(principal.userId);
      if (!account) throw sessionExpired('SESSION_EXPIRED');
      return { success: true, user: await issuer.sessionUser(account) };
    },

    /**
     * Bearer access token -> Principal; no header -> anonymous. The token's signature is not enough:
     * its session must still be open and its account enabled with the roles it claims (session-guard.ts).
     */
    async principalOf(authorization: string | undefined): Promise<Principal | null> {
      if (!authorization) return null;
      const [scheme, token] = authorization.split(' ');
      const claims = scheme?.toLowerCase() === 'bearer' && token ? signer.verify('access', token) : null;
      if (!claims) throw sessionExpired('TOKEN_INVALID');
      const refusal = await guard.check(claims);
      if (refusal === 'ACCOUNT_DISABLED') throw new IdentityRefused('unauthorized', refusal, MSG.accountDisabled);
      if (refusal) throw sessionExpired(refusal);
      return { userId: claims.sub, roles: claims.roles, premium: claims.premium, profileComplete: claims.profileComplete, sessionId: claims.sid };
    },

    /**
     * A new access token for the same session, after something the token states changed (a trial
     * started): the refresh token stays where it is, in its httpOnly cookie (DECISIONS 8).
     */
    async reissueAccess(principal: Principal): Promise<IssuedSession['body']> {
      const account = await ctx.loadAccount(principal.userId);
      if (!account || !principal.sessionId) throw sessionExpired('TOKEN_INVALID');
      return (await issuer.issue(account, principal.sessionId, '', null)).body;
    },
  };
}
