// GET /api/auth/dev-accounts: the development login panel's accounts, only on this machine.
import { isLoopbackClient } from '../../../platform/http/request';
import { defineRoute } from '../../../platform/http/route';
import { devAccounts, devAccountsResponse } from '../dev-accounts';
import { totpSeconds } from '../second-factor';
import { anyone, perIp, type IdentityHttp } from './answer';

export function devAccountsRoute({ runtime, id }: IdentityHttp) {
  return defineRoute({
    ...anyone,
    method: 'GET',
    path: '/api/auth/dev-accounts',
    summary: 'Contas de teste do modo de desenvolvimento (painel do /login)',
    description: 'Só responde com contas quando há dados de demonstração fora de produção, e só a quem acessa desta máquina (loopback); nos demais casos responde 204 sem corpo (a página de login de um visitante pergunta, e não receber nada não é um erro).',
    rateLimit: perIp(60, 60),
    response: devAccountsResponse.optional(),
    handler: async (ctx) => {
      // The admin's password and current code: only for whoever sits at this machine.
      if (!runtime.config.devLogin || !isLoopbackClient(ctx.req)) return undefined;
      const lastStep = async (email: string) => {
        const account = await id.accountByEmail(runtime.keyedHash(email));
        return account ? id.sessions.lastTotpStep(account.userId) : null;
      };
      ctx.set('Cache-Control', 'no-store');
      return { success: true as const, data: await devAccounts(runtime.config, totpSeconds(), lastStep) };
    },
  });
}
