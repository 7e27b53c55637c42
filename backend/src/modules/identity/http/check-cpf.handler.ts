// POST /api/auth/check-cpf: whether a CPF is free, inside a verified sign-up or for a signed-in user.
import { defineRoute } from '../../../platform/http/route';
import { anyone, perIp, type IdentityHttp } from './answer';
import { checkCpfBody, cpfCheckResponse } from './check-cpf.schema';

export function checkCpfRoute({ id }: IdentityHttp) {
  return defineRoute({
    ...anyone,
    method: 'POST',
    path: '/api/auth/check-cpf',
    summary: 'Verifica se um CPF está disponível',
    description: 'Só dentro de um cadastro com email verificado (`registrationToken`) ou para um usuário logado.',
    // 30 an hour per address here; 100 a day per address and 10 a minute per verified sign-up or user in the command.
    rateLimit: perIp(30, 3600),
    input: { body: checkCpfBody },
    response: cpfCheckResponse,
    handler: (ctx, { body, principal }) => id.checkCpf(body.cpf, body.registrationToken, principal, ctx.ip),
  });
}
