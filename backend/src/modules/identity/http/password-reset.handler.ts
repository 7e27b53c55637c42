// POST /api/auth/forgot-password and reset-password: the e-mailed one-time link (commands/password-reset.ts).
import { defineRoute } from '../../../platform/http/route';
import { doneResponse } from '../schemas';
import { anyone, meta, perIp, type IdentityHttp } from './answer';
import { forgotPasswordBody, resetPasswordBody } from './password-reset.schema';

export function passwordResetRoutes({ id }: IdentityHttp) {
  return [
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/forgot-password',
      summary: 'Envia um link de redefinição de senha, se houver conta',
      rateLimit: perIp(10, 3600),
      input: { body: forgotPasswordBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.requestPasswordReset(body.email, meta(ctx), ctx.state.locale),
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/reset-password',
      summary: 'Define uma nova senha com o link recebido (uso único)',
      rateLimit: perIp(10, 3600),
      input: { body: resetPasswordBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.resetPassword(body.token, body.password, meta(ctx)),
    }),
  ];
}
