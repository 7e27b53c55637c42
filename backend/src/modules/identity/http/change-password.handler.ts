// POST /api/auth/change-password: with the current password; the other sessions end (security.ts).
import { ownCommandRoute, perUser, type IdentityHttp } from './answer';
import { changePasswordBody } from './change-password.schema';

export const changePasswordRoute = ({ security }: IdentityHttp) =>
  ownCommandRoute(
    { path: '/api/auth/change-password', summary: 'Troca a senha com a senha atual; encerra as outras sessões', rateLimit: perUser(10, 900), body: changePasswordBody },
    (principal, body, meta) => security.changePassword(principal, body, meta),
  );
