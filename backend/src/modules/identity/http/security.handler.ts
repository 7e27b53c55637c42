// The signed-in person's two-factor: status, enrolment (setup, confirm), removal and new recovery
// codes (security.ts).
import { defineRoute } from '../../../platform/http/route';
import { meta, ownCommandRoute, ownSecret, perUser, signedIn, type IdentityHttp } from './answer';
import { recoveryCodesBody, recoveryCodesResponse, securityStatusResponse, twoFactorConfirmBody, twoFactorDisableBody, twoFactorSetupResponse } from './security.schema';

export function securityRoutes({ security }: IdentityHttp) {
  return [
    defineRoute({
      ...signedIn,
      method: 'GET',
      path: '/api/auth/security',
      summary: 'Estado da segurança da conta (verificação em duas etapas, códigos de recuperação restantes)',
      rateLimit: perUser(120, 60),
      response: securityStatusResponse,
      handler: (_ctx, { principal }) => security.status(principal),
    }),
    defineRoute({
      ...ownSecret,
      path: '/api/auth/two-factor/setup',
      summary: 'Gera o segredo e o QR code da verificação em duas etapas (ainda não ativa)',
      rateLimit: perUser(20, 3600),
      response: twoFactorSetupResponse,
      handler: (_ctx, { principal }) => security.startSetup(principal),
    }),
    defineRoute({
      ...ownSecret,
      path: '/api/auth/two-factor/confirm',
      summary: 'Ativa a verificação em duas etapas com o primeiro código do aplicativo',
      description: 'Devolve os 10 códigos de recuperação uma única vez; só o hash deles fica guardado.',
      rateLimit: perUser(20, 900),
      input: { body: twoFactorConfirmBody },
      response: recoveryCodesResponse,
      handler: (ctx, { body, principal }) => security.confirmSetup(principal, body, meta(ctx)),
    }),
    ownCommandRoute(
      { path: '/api/auth/two-factor/disable', summary: 'Desativa a verificação em duas etapas (senha atual e um código)', rateLimit: perUser(10, 900), body: twoFactorDisableBody },
      (principal, body, meta) => security.disable(principal, body, meta),
    ),
    defineRoute({
      ...ownSecret,
      path: '/api/auth/two-factor/recovery-codes',
      summary: 'Gera 10 novos códigos de recuperação (os anteriores deixam de valer)',
      rateLimit: perUser(10, 900),
      input: { body: recoveryCodesBody },
      response: recoveryCodesResponse,
      handler: (ctx, { body, principal }) => security.regenerateRecoveryCodes(principal, body, meta(ctx)),
    }),
  ];
}
