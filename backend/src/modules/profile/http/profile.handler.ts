// GET/PUT /api/user/profile and POST /api/user/profile/cpf: the personal data (CPF masked), its
// update, and the full CPF shown to its holder (audited).
import { defineRoute } from '../../../platform/http/route';
import { profileErrorToHttp } from '../errors';
import { cpfRevealResponse, profileBody, profileResponse, profileUpdatedResponse } from '../schemas';
import type { ProfileService } from '../service';
import { metaOf, ownAction, ownReadRoute, ownUpdateRoute } from './shared';

export const profileRoute = (service: ProfileService) =>
  ownReadRoute('/api/user/profile', 'Os dados pessoais do usuário (CPF mascarado)', profileResponse, (userId) => service.profile(userId));

export const updateProfileRoute = (service: ProfileService) =>
  ownUpdateRoute(
    {
      path: '/api/user/profile',
      summary: 'Atualiza os dados pessoais (email e CPF não mudam)',
      description: 'Datas em YYYY-MM-DD (18 anos ou mais), telefone com DDD, CEP de 8 dígitos, uma das 27 UFs.',
      body: profileBody,
      response: profileUpdatedResponse,
    },
    (userId, body, meta) => service.updateProfile(userId, body, meta),
  );

export function revealCpfRoute(service: ProfileService) {
  return defineRoute({
    ...ownAction,
    path: '/api/user/profile/cpf',
    summary: 'Mostra o CPF completo ao próprio titular (registrado em auditoria)',
    rateLimit: { points: 10, windowSeconds: 3600, key: 'user' },
    response: cpfRevealResponse,
    handler: (ctx, { principal }) => service.revealCpf(principal.userId, metaOf(ctx)).catch(profileErrorToHttp),
  });
}
