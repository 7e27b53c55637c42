// POST /api/auth/login and /api/auth/two-factor: the password, then (with two-factor on) the code
// (commands/sign-in.ts, commands/two-factor-sign-in.ts). The refresh token goes in a cookie.
import { defineRoute } from '../../../platform/http/route';
import { sessionResponse } from '../schemas';
import { anyone, CHALLENGE_COOKIE, deviceCookie, meta, perIp, userAgent, type IdentityHttp } from './answer';
import { loginBody, loginResponse, twoFactorLoginBody } from './login.schema';

export function loginRoutes({ id, answerSession, setCookie }: IdentityHttp) {
  return [
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/login',
      summary: 'Login com email e senha',
      description: 'Devolve o access token; o refresh token vai num cookie httpOnly.',
      // Answers with a credential, never kept for an Idempotency-Key replay.
      idempotency: false,
      // Generous per address (an office signs in from one IP); wrong passwords are slowed per (account, client) in the command.
      rateLimit: perIp(300, 900),
      input: { body: loginBody },
      response: loginResponse,
      handler: async (ctx, { body }) => answerSession(ctx, await id.signIn(body, meta(ctx), { ip: ctx.ip, deviceToken: deviceCookie(ctx), userAgent: userAgent(ctx) ?? undefined })),
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/two-factor',
      summary: 'Segunda etapa do login: código do aplicativo autenticador ou código de recuperação',
      description: 'Com o `challenge_token` do login (ou, após o Google, o cookie da verificação). Cada código vale uma vez.',
      idempotency: false,
      rateLimit: perIp(60, 900),
      input: { body: twoFactorLoginBody },
      response: sessionResponse,
      handler: async (ctx, { body }) => {
        const session = await id.completeTwoFactor(body.challengeToken ?? (ctx.cookies.get(CHALLENGE_COOKIE) || undefined), body.code, meta(ctx), { ip: ctx.ip, userAgent: userAgent(ctx) });
        setCookie(ctx, CHALLENGE_COOKIE, null, null);
        return answerSession(ctx, session);
      },
    }),
  ];
}
