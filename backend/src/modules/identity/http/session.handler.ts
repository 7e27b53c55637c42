// The browser's session: refresh (the httpOnly cookie for a new access token), logout, and the
// session's person (session-access.ts).
import { defineRoute } from '../../../platform/http/route';
import { doneResponse, sessionResponse } from '../schemas';
import { anyone, meta, perIp, perUser, refreshCookie, signedIn, type IdentityHttp } from './answer';
import { meResponse } from './session.schema';

export function sessionRoutes({ id, answerSession, setRefreshCookie }: IdentityHttp) {
  return [
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/refresh',
      summary: 'Troca o refresh token (cookie) por um novo access token',
      description: 'Sem o cookie de refresh (um visitante) responde 204 sem corpo: não há sessão, e isso não é um erro.',
      // Answers with a credential, never kept for an Idempotency-Key replay.
      idempotency: false,
      rateLimit: perIp(60, 60),
      response: sessionResponse.optional(),
      handler: async (ctx) => {
        // Every visitor's page load asks; only a cookie that no longer opens a session is refused.
        if (!refreshCookie(ctx)) return undefined;
        try {
          return answerSession(ctx, await id.refresh(refreshCookie(ctx), meta(ctx)));
        } catch (err) {
          setRefreshCookie(ctx, null, null);
          throw err;
        }
      },
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/logout',
      summary: 'Encerra a sessão (a do cookie de refresh e a do bearer token)',
      rateLimit: perIp(30, 60),
      response: doneResponse,
      handler: async (ctx, { principal }) => {
        const result = await id.signOut(refreshCookie(ctx), principal, meta(ctx));
        setRefreshCookie(ctx, null, null);
        return result;
      },
    }),
    defineRoute({
      ...signedIn,
      method: 'GET',
      path: '/api/auth/me',
      summary: 'O usuário da sessão',
      rateLimit: perUser(120, 60),
      response: meResponse,
      handler: (_ctx, { principal }) => id.me(principal),
    }),
  ];
}
