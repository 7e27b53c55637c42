// POST /api/auth/complete-profile: the forced completion modal (commands/complete-profile.ts).
import { ownCommandRoute, perUser, type IdentityHttp } from './answer';
import { completeProfileBody } from './complete-profile.schema';

export const completeProfileRoute = ({ id }: IdentityHttp) =>
  ownCommandRoute(
    { path: '/api/auth/complete-profile', summary: 'Completa o cadastro: CPF, consentimentos e plano', rateLimit: perUser(20, 3600), body: completeProfileBody },
    (principal, body, meta) => id.completeProfile(principal, body, meta),
  );
