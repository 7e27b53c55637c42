// GET /api/auth/google and its callback: the OAuth flow runs through passport (google.ts); the
// callback signs in the person Google vouched for (commands/google.ts) and goes on to the console.
import type { AppContext } from '../../../platform/http/context';
import { noContent } from '../../../platform/http/responses';
import { defineRoute } from '../../../platform/http/route';
import { IdentityRefused } from '../decide';
import { GOOGLE_CALLBACK_PATH } from '../google';
import { isChallenge } from '../identity';
import { anyone, CHALLENGE_COOKIE, deviceCookie, meta, perIp, userAgent, type IdentityHttp } from './answer';

export function googleRoutes(deps: IdentityHttp) {
  const { id, google, secure, answerSession, setCookie } = deps;

  /** Where the callback sends the browser once Google answered. */
  async function signInFromCallback(ctx: AppContext): Promise<string> {
    const outcome = google ? await google.run(ctx, secure) : ({ kind: 'failed', reason: 'unconfigured' } as const);
    if (outcome.kind === 'denied') return '/auth/callback?error=access_denied';
    if (outcome.kind !== 'success') {
      ctx.state.log.warn({ reason: outcome.kind === 'failed' ? outcome.reason : outcome.kind }, 'google sign-in failed');
      return '/auth/callback?error=google_failed';
    }
    const email = outcome.profile.emails?.[0];
    if (!email) return '/auth/callback?error=google_failed';
    try {
      const session = await id.signInWithGoogle(
        { subject: outcome.profile.id, email: email.value, emailVerified: email.verified === true, name: outcome.profile.displayName },
        meta(ctx),
        { deviceToken: deviceCookie(ctx), userAgent: userAgent(ctx) ?? undefined },
      );
      answerSession(ctx, session);
      if (!isChallenge(session)) return '/auth/callback';
      // The code step reads the challenge from this cookie (never from the URL).
      setCookie(ctx, CHALLENGE_COOKIE, session.challengeToken, null);
      return '/login?etapa=codigo';
    } catch (err) {
      ctx.state.log.warn({ err }, 'google sign-in refused');
      return `/auth/callback?error=${err instanceof IdentityRefused && err.code === 'GOOGLE_EMAIL_UNVERIFIED' ? 'email_unverified' : 'google_failed'}`;
    }
  }

  return [
    defineRoute({
      ...anyone,
      method: 'GET',
      path: '/api/auth/google',
      summary: 'Inicia o login com Google (redireciona)',
      rateLimit: perIp(30, 600),
      response: noContent,
      handler: async (ctx) => {
        const outcome = google ? await google.run(ctx, secure) : null;
        ctx.redirect(!outcome ? '/login?error=google_unconfigured' : outcome.kind === 'redirect' ? outcome.url : '/login?error=google_failed');
        return undefined;
      },
    }),
    defineRoute({
      ...anyone,
      method: 'GET',
      path: GOOGLE_CALLBACK_PATH,
      summary: 'Retorno do Google: abre a sessão e segue para /auth/callback',
      rateLimit: perIp(30, 600),
      response: noContent,
      handler: async (ctx) => {
        ctx.redirect(await signInFromCallback(ctx));
        return undefined;
      },
    }),
  ];
}
