// POST /api/auth/send-verification-code, resend-verification-code and verify-code: the e-mailed
// code of a sign-up (commands/sign-up.ts).
import { defineRoute } from '../../../platform/http/route';
import { doneResponse } from '../schemas';
import { anyone, meta, perIp, type IdentityHttp } from './answer';
import { sendCodeBody, verifyCodeBody, verifyCodeResponse } from './sign-up.schema';

/** Sending and resending the code: the same e-mail in, the same limit per address. */
const sendCode = { ...anyone, method: 'POST', rateLimit: perIp(10, 600), input: { body: sendCodeBody }, response: doneResponse } as const;

export function signUpRoutes({ id }: IdentityHttp) {
  return [
    defineRoute({
      ...sendCode,
      path: '/api/auth/send-verification-code',
      summary: 'Envia o código de verificação de 6 dígitos para o email do cadastro',
      handler: (ctx, { body }) => id.sendVerificationCode(body.email, meta(ctx), false, ctx.state.locale),
    }),
    defineRoute({
      ...sendCode,
      path: '/api/auth/resend-verification-code',
      summary: 'Reenvia o código (após a contagem de 300 s)',
      handler: (ctx, { body }) => id.sendVerificationCode(body.email, meta(ctx), true, ctx.state.locale),
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/verify-code',
      summary: 'Confirma o email com o código recebido',
      description: 'Devolve `registrationToken`, exigido por check-cpf e register.',
      // Answers with a credential, never kept for an Idempotency-Key replay.
      idempotency: false,
      rateLimit: perIp(20, 600),
      input: { body: verifyCodeBody },
      response: verifyCodeResponse,
      handler: (ctx, { body }) => id.verifyCode(body.email, body.code, meta(ctx)),
    }),
  ];
}
