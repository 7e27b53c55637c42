// POST /api/auth/register: a verified sign-up becomes an account (commands/register.ts).
import { defineRoute } from '../../../platform/http/route';
import { doneResponse } from '../schemas';
import { anyone, meta, perIp, type IdentityHttp } from './answer';
import { registerBody } from './register.schema';

export function registerRoute({ id }: IdentityHttp) {
  return defineRoute({
    ...anyone,
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Cria a conta (email verificado, nome, CPF, consentimentos e plano)',
    rateLimit: perIp(10, 3600),
    status: 201,
    input: { body: registerBody },
    response: doneResponse,
    handler: (ctx, { body }) => id.register(body, meta(ctx)),
  });
}
