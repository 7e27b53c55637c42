// Passkeys (passkeys.ts): the signed-in person's list, adding (options, then the browser's answer),
// renaming and removing; the sign-in with a passkey; and a passkey as the code step's second factor.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { defineRoute } from '../../../platform/http/route';
import { sessionResponse } from '../schemas';
import { anyone, CHALLENGE_COOKIE, deviceCookie, meta, ownSecret, perIp, perUser, signedIn, userAgent, type IdentityHttp } from './answer';
import {
  passkeyDoneResponse,
  passkeyOptionsResponse,
  passkeyParams,
  passkeyRegisterBody,
  passkeyRenameBody,
  passkeySecondFactorBody,
  passkeySecondFactorOptionsBody,
  passkeySignInBody,
  passkeysResponse,
} from './passkeys.schema';

export function passkeyRoutes({ passkeys, answerSession, setCookie }: IdentityHttp) {
  return [
    defineRoute({
      ...signedIn,
      method: 'GET',
      path: '/api/auth/passkeys',
      summary: 'Passkeys da conta: nome, criação e último uso',
      rateLimit: perUser(120, 60),
      response: passkeysResponse,
      handler: (_ctx, { principal }) => passkeys.list(principal),
    }),
    defineRoute({
      ...ownSecret,
      path: '/api/auth/passkeys/registration/options',
      summary: 'Opções para criar uma passkey no navegador (desafio de uso único, 5 minutos)',
      rateLimit: perUser(30, 900),
      response: passkeyOptionsResponse,
      handler: (_ctx, { principal }) => passkeys.registrationOptions(principal),
    }),
    defineRoute({
      ...ownSecret,
      path: '/api/auth/passkeys/registration',
      summary: 'Adiciona a passkey criada pelo navegador (com um nome)',
      rateLimit: perUser(30, 900),
      input: { body: passkeyRegisterBody },
      response: passkeyDoneResponse,
      handler: (ctx, { body, principal }) => passkeys.register(principal, { response: body.response as unknown as RegistrationResponseJSON, name: body.name }, meta(ctx)),
    }),
    defineRoute({
      ...signedIn,
      method: 'PATCH',
      path: '/api/auth/passkeys/:id',
      summary: 'Renomeia uma passkey',
      rateLimit: perUser(30, 60),
      input: { params: passkeyParams, body: passkeyRenameBody },
      response: passkeyDoneResponse,
      handler: (ctx, { params, body, principal }) => passkeys.rename(principal, params.id, body.name, meta(ctx)),
    }),
    defineRoute({
      ...signedIn,
      method: 'DELETE',
      path: '/api/auth/passkeys/:id',
      summary: 'Remove uma passkey; ela deixa de servir para entrar',
      rateLimit: perUser(30, 60),
      input: { params: passkeyParams },
      response: passkeyDoneResponse,
      handler: (ctx, { params, principal }) => passkeys.remove(principal, params.id, meta(ctx)),
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/passkeys/sign-in/options',
      summary: 'Opções para entrar com uma passkey (botão ou preenchimento automático do navegador)',
      idempotency: false,
      rateLimit: perIp(120, 900),
      response: passkeyOptionsResponse,
      handler: async (ctx) => {
        ctx.set('Cache-Control', 'no-store');
        return passkeys.signInOptions();
      },
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/passkeys/sign-in',
      summary: 'Login com passkey (vale pelas duas etapas)',
      description: 'Cada desafio vale uma vez: uma resposta repetida é recusada com 400.',
      idempotency: false,
      rateLimit: perIp(60, 900),
      input: { body: passkeySignInBody },
      response: sessionResponse,
      handler: async (ctx, { body }) =>
        answerSession(ctx, await passkeys.signIn({ response: body.response as unknown as AuthenticationResponseJSON, rememberMe: body.rememberMe }, meta(ctx), { userAgent: userAgent(ctx), deviceToken: deviceCookie(ctx) })),
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/two-factor/passkey/options',
      summary: 'Segunda etapa do login com uma passkey da conta: opções (no lugar do código)',
      idempotency: false,
      rateLimit: perIp(60, 900),
      input: { body: passkeySecondFactorOptionsBody },
      response: passkeyOptionsResponse,
      handler: async (ctx, { body }) => {
        ctx.set('Cache-Control', 'no-store');
        return passkeys.secondFactorOptions(body.challengeToken ?? (ctx.cookies.get(CHALLENGE_COOKIE) || undefined));
      },
    }),
    defineRoute({
      ...anyone,
      method: 'POST',
      path: '/api/auth/two-factor/passkey',
      summary: 'Segunda etapa do login com uma passkey da conta (no lugar do código)',
      idempotency: false,
      rateLimit: perIp(60, 900),
      input: { body: passkeySecondFactorBody },
      response: sessionResponse,
      handler: async (ctx, { body }) => {
        const token = body.challengeToken ?? (ctx.cookies.get(CHALLENGE_COOKIE) || undefined);
        const session = await passkeys.completeSecondFactor(token, body.response as unknown as AuthenticationResponseJSON, meta(ctx), { userAgent: userAgent(ctx) });
        setCookie(ctx, CHALLENGE_COOKIE, null, null);
        return answerSession(ctx, session);
      },
    }),
  ];
}
