// The identity HTTP surface (product-spec §7 auth calls), thin: validate, call the command, answer.
import type { EventMetadata } from '@piboost/events';
import type { AppContext, Authenticator } from '../../platform/http/context';
import { defineRoute, type RouteDefinition, type RouteModule } from '../../platform/http/route';
import { Conflict, Forbidden, HttpError, NotFound, Unauthorized, ValidationError } from '../../platform/http/errors';
import { isLoopbackClient } from '../../platform/http/request';
import type { Runtime } from '../../platform/runtime';
import { IdentityRefused } from './decide';
import { devAccounts, devAccountsResponse } from './dev-accounts';
import { GOOGLE_CALLBACK_PATH, googleSignIn } from './google';
import { identity, isChallenge, type Identity, type IssuedSession, type TwoFactorChallenge } from './identity';
import { accountSecurity } from './security';
import { DEVICE_COOKIE, KNOWN_CLIENT_DAYS } from './login-throttle';
import {
  changePasswordBody,
  checkCpfBody,
  endedResponse,
  loginResponse,
  recoveryCodesBody,
  recoveryCodesResponse,
  securityStatusResponse,
  sessionParams,
  sessionsResponse,
  twoFactorConfirmBody,
  twoFactorDisableBody,
  twoFactorLoginBody,
  twoFactorSetupResponse,
  cpfCheckResponse,
  doneResponse,
  meResponse,
  sessionResponse,
  verifyCodeResponse,
  completeProfileBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  verifyCodeBody,
} from './schemas';

export const REFRESH_COOKIE = 'piboost_refresh';
/** A Google sign-in waiting for its second factor: the challenge rides in this cookie to the code step. */
export const CHALLENGE_COOKIE = 'piboost_2fa';
const COOKIE_PATH = '/api/auth';

const tags = ['Autenticação'];
const perIp = (points: number, windowSeconds: number) => ({ points, windowSeconds, key: 'ip' as const });

const meta = (ctx: AppContext): EventMetadata => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

/** Identity's domain refusals as HTTP answers (also used by modules calling identity's commands). */
export function identityErrorToHttp(err: unknown): unknown {
  if (!(err instanceof IdentityRefused)) return err;
  switch (err.kind) {
    case 'invalid':
      return err.details.field ? new ValidationError({ [err.details.field]: err.message }) : new HttpError(400, err.code, err.message);
    case 'unauthorized':
      return new Unauthorized(err.message, err.code);
    case 'forbidden':
      return new Forbidden(err.message, err.code);
    case 'not_found':
      return new NotFound(err.message, err.code);
    case 'conflict':
      return new Conflict(err.message, err.code);
    case 'throttled':
      return new HttpError(429, err.code, err.message, undefined, { 'Retry-After': String(err.details.retryAfterSeconds ?? 60) });
  }
}

/** A route whose handler's identity refusals are answered in HTTP terms. */
function answered(route: RouteDefinition): RouteDefinition {
  return {
    ...route,
    async handler(ctx, input) {
      try {
        return await route.handler(ctx, input);
      } catch (err) {
        throw identityErrorToHttp(err);
      }
    },
  };
}

/**
 * httpOnly + SameSite=Strict, and Secure outside development (written by hand: Koa refuses a Secure
 * cookie on a plain-HTTP request, which is what a TLS-terminating proxy sends us).
 */
function setCookie(ctx: AppContext, secure: boolean, name: string, value: string | null, expiresAt: Date | null) {
  const parts = [`${name}=${value ?? ''}`, `Path=${COOKIE_PATH}`, 'HttpOnly', 'SameSite=Strict'];
  if (secure) parts.push('Secure');
  if (value === null) parts.push('Max-Age=0');
  else if (expiresAt) parts.push(`Expires=${expiresAt.toUTCString()}`);
  ctx.append('Set-Cookie', parts.join('; '));
}

const setRefreshCookie = (ctx: AppContext, secure: boolean, value: string | null, expiresAt: Date | null) => setCookie(ctx, secure, REFRESH_COOKIE, value, expiresAt);

export function identityRoutes(runtime: Runtime, id: Identity = identity(runtime)): RouteModule {
  const secure = runtime.config.NODE_ENV !== 'development';
  const security = accountSecurity(runtime, id);
  const userAgent = (ctx: AppContext) => ctx.get('User-Agent') || null;
  function answerSession(ctx: AppContext, session: IssuedSession): IssuedSession['body'];
  function answerSession(ctx: AppContext, session: IssuedSession | TwoFactorChallenge): IssuedSession['body'] | TwoFactorChallenge['body'];
  function answerSession(ctx: AppContext, session: IssuedSession | TwoFactorChallenge) {
    if (!isChallenge(session)) setRefreshCookie(ctx, secure, session.refreshToken, session.cookieExpiresAt);
    // The browser's device cookie: it keeps the owner signing in while strangers' guesses are throttled.
    if (session.deviceToken) setCookie(ctx, secure, DEVICE_COOKIE, session.deviceToken, new Date(Date.now() + KNOWN_CLIENT_DAYS * 86_400_000));
    ctx.set('Cache-Control', 'no-store');
    return session.body;
  }
  const refreshCookie = (ctx: AppContext) => ctx.cookies.get(REFRESH_COOKIE) || undefined;
  const google = googleSignIn(runtime);

  const routes = [
    defineRoute({
      method: 'POST',
      path: '/api/auth/send-verification-code',
      summary: 'Envia o código de verificação de 6 dígitos para o email do cadastro',
      tags,
      access: 'public',
      rateLimit: perIp(10, 600),
      input: { body: sendCodeBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.sendVerificationCode(body.email, meta(ctx), false),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/resend-verification-code',
      summary: 'Reenvia o código (após a contagem de 300 s)',
      tags,
      access: 'public',
      rateLimit: perIp(10, 600),
      input: { body: sendCodeBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.sendVerificationCode(body.email, meta(ctx), true),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/verify-code',
      summary: 'Confirma o email com o código recebido',
      description: 'Devolve `registrationToken`, exigido por check-cpf e register.',
      tags,
      access: 'public',
      // Answers with a credential, never kept for an Idempotency-Key replay.
      idempotency: false,
      rateLimit: perIp(20, 600),
      input: { body: verifyCodeBody },
      response: verifyCodeResponse,
      handler: (ctx, { body }) => id.verifyCode(body.email, body.code, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/check-cpf',
      summary: 'Verifica se um CPF está disponível',
      description: 'Só dentro de um cadastro com email verificado (`registrationToken`) ou para um usuário logado.',
      tags,
      access: 'public',
      // 30 an hour per address here; 100 a day per address and 10 a minute per verified sign-up or user in the command.
      rateLimit: perIp(30, 3600),
      input: { body: checkCpfBody },
      response: cpfCheckResponse,
      handler: (ctx, { body, principal }) => id.checkCpf(body.cpf, body.registrationToken, principal, ctx.ip),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/register',
      summary: 'Cria a conta (email verificado, nome, CPF, consentimentos e plano)',
      tags,
      access: 'public',
      rateLimit: perIp(10, 3600),
      status: 201,
      input: { body: registerBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.register(body, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/login',
      summary: 'Login com email e senha',
      description: 'Devolve o access token; o refresh token vai num cookie httpOnly.',
      tags,
      access: 'public',
      // Answers with a credential, never kept for an Idempotency-Key replay.
      idempotency: false,
      // Generous per address (an office signs in from one IP); wrong passwords are slowed per (account, client) in the command.
      rateLimit: perIp(300, 900),
      input: { body: loginBody },
      response: loginResponse,
      handler: async (ctx, { body }) => answerSession(ctx, await id.signIn(body, meta(ctx), { ip: ctx.ip, deviceToken: ctx.cookies.get(DEVICE_COOKIE) || undefined, userAgent: userAgent(ctx) ?? undefined })),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/two-factor',
      summary: 'Segunda etapa do login: código do aplicativo autenticador ou código de recuperação',
      description: 'Com o `challenge_token` do login (ou, após o Google, o cookie da verificação). Cada código vale uma vez.',
      tags,
      access: 'public',
      idempotency: false,
      rateLimit: perIp(60, 900),
      input: { body: twoFactorLoginBody },
      response: sessionResponse,
      handler: async (ctx, { body }) => {
        const session = await id.completeTwoFactor(body.challengeToken ?? (ctx.cookies.get(CHALLENGE_COOKIE) || undefined), body.code, meta(ctx), { ip: ctx.ip, userAgent: userAgent(ctx) });
        setCookie(ctx, secure, CHALLENGE_COOKIE, null, null);
        return answerSession(ctx, session);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/security',
      summary: 'Estado da segurança da conta (verificação em duas etapas, códigos de recuperação restantes)',
      tags,
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      response: securityStatusResponse,
      handler: (_ctx, { principal }) => security.status(principal),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/two-factor/setup',
      summary: 'Gera o segredo e o QR code da verificação em duas etapas (ainda não ativa)',
      tags,
      access: 'user',
      idempotency: false,
      rateLimit: { points: 20, windowSeconds: 3600, key: 'user' },
      response: twoFactorSetupResponse,
      handler: async (ctx, { principal }) => {
        ctx.set('Cache-Control', 'no-store');
        return security.startSetup(principal);
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/two-factor/confirm',
      summary: 'Ativa a verificação em duas etapas com o primeiro código do aplicativo',
      description: 'Devolve os 10 códigos de recuperação uma única vez; só o hash deles fica guardado.',
      tags,
      access: 'user',
      idempotency: false,
      rateLimit: { points: 20, windowSeconds: 900, key: 'user' },
      input: { body: twoFactorConfirmBody },
      response: recoveryCodesResponse,
      handler: async (ctx, { body, principal }) => {
        ctx.set('Cache-Control', 'no-store');
        return security.confirmSetup(principal, body, meta(ctx));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/two-factor/disable',
      summary: 'Desativa a verificação em duas etapas (senha atual e um código)',
      tags,
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 900, key: 'user' },
      input: { body: twoFactorDisableBody },
      response: doneResponse,
      handler: (ctx, { body, principal }) => security.disable(principal, body, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/two-factor/recovery-codes',
      summary: 'Gera 10 novos códigos de recuperação (os anteriores deixam de valer)',
      tags,
      access: 'user',
      idempotency: false,
      rateLimit: { points: 10, windowSeconds: 900, key: 'user' },
      input: { body: recoveryCodesBody },
      response: recoveryCodesResponse,
      handler: async (ctx, { body, principal }) => {
        ctx.set('Cache-Control', 'no-store');
        return security.regenerateRecoveryCodes(principal, body, meta(ctx));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/sessions',
      summary: 'Sessões ativas: dispositivo, início e último uso',
      tags,
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      response: sessionsResponse,
      handler: (_ctx, { principal }) => security.sessions(principal),
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/auth/sessions/:id',
      summary: 'Encerra uma sessão; a próxima requisição dela é recusada',
      tags,
      access: 'user',
      rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
      input: { params: sessionParams },
      response: doneResponse,
      handler: (ctx, { params, principal }) => security.endSession(principal, params.id, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/sessions/end-others',
      summary: 'Sair de todos os outros dispositivos',
      tags,
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
      response: endedResponse,
      handler: (ctx, { principal }) => security.endOtherSessions(principal, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/change-password',
      summary: 'Troca a senha com a senha atual; encerra as outras sessões',
      tags,
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 900, key: 'user' },
      input: { body: changePasswordBody },
      response: doneResponse,
      handler: (ctx, { body, principal }) => security.changePassword(principal, body, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/refresh',
      summary: 'Troca o refresh token (cookie) por um novo access token',
      tags,
      access: 'public',
      // Answers with a credential, never kept for an Idempotency-Key replay.
      idempotency: false,
      rateLimit: perIp(60, 60),
      response: sessionResponse,
      handler: async (ctx) => {
        try {
          return answerSession(ctx, await id.refresh(refreshCookie(ctx), meta(ctx)));
        } catch (err) {
          setRefreshCookie(ctx, secure, null, null);
          throw err;
        }
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/logout',
      summary: 'Encerra a sessão (a do cookie de refresh e a do bearer token)',
      tags,
      access: 'public',
      rateLimit: perIp(30, 60),
      response: doneResponse,
      handler: async (ctx, { principal }) => {
        const result = await id.signOut(refreshCookie(ctx), principal, meta(ctx));
        setRefreshCookie(ctx, secure, null, null);
        return result;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/dev-accounts',
      summary: 'Contas de teste do modo de desenvolvimento (painel do /login)',
      description: 'Só existe com dados de demonstração fora de produção, e só para quem acessa desta máquina (loopback); nos demais casos responde 404.',
      tags,
      access: 'public',
      rateLimit: perIp(60, 60),
      response: devAccountsResponse,
      handler: (ctx) => {
        // The admin's password and current code: only for whoever sits at this machine.
        if (!runtime.config.devLogin || !isLoopbackClient(ctx.req)) throw new NotFound('Modo de desenvolvimento desativado.');
        ctx.set('Cache-Control', 'no-store');
        return { success: true as const, data: devAccounts(runtime.config, runtime.now().getTime()) };
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/me',
      summary: 'O usuário da sessão',
      tags,
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      response: meResponse,
      handler: (_ctx, { principal }) => id.me(principal),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/forgot-password',
      summary: 'Envia um link de redefinição de senha, se houver conta',
      tags,
      access: 'public',
      rateLimit: perIp(10, 3600),
      input: { body: forgotPasswordBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.requestPasswordReset(body.email, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/reset-password',
      summary: 'Define uma nova senha com o link recebido (uso único)',
      tags,
      access: 'public',
      rateLimit: perIp(10, 3600),
      input: { body: resetPasswordBody },
      response: doneResponse,
      handler: (ctx, { body }) => id.resetPassword(body.token, body.password, meta(ctx)),
    }),
    defineRoute({
      method: 'POST',
      path: '/api/auth/complete-profile',
      summary: 'Completa o cadastro: CPF, consentimentos e plano',
      tags,
      access: 'user',
      rateLimit: { points: 20, windowSeconds: 3600, key: 'user' },
      input: { body: completeProfileBody },
      response: doneResponse,
      handler: (ctx, { body, principal }) => id.completeProfile(principal, body, meta(ctx)),
    }),
    defineRoute({
      method: 'GET',
      path: '/api/auth/google',
      summary: 'Inicia o login com Google (redireciona)',
      tags,
      access: 'public',
      rateLimit: perIp(30, 600),
      handler: async (ctx) => {
        if (!google) return ctx.redirect('/login?error=google_unconfigured');
        const outcome = await google.run(ctx, secure);
        ctx.redirect(outcome.kind === 'redirect' ? outcome.url : '/login?error=google_failed');
      },
    }),
    defineRoute({
      method: 'GET',
      path: GOOGLE_CALLBACK_PATH,
      summary: 'Retorno do Google: abre a sessão e segue para /auth/callback',
      tags,
      access: 'public',
      rateLimit: perIp(30, 600),
      handler: async (ctx) => {
        const outcome = google ? await google.run(ctx, secure) : ({ kind: 'failed', reason: 'unconfigured' } as const);
        if (outcome.kind === 'denied') return ctx.redirect('/auth/callback?error=access_denied');
        if (outcome.kind !== 'success') {
          ctx.state.log.warn({ reason: outcome.kind === 'failed' ? outcome.reason : outcome.kind }, 'google sign-in failed');
          return ctx.redirect('/auth/callback?error=google_failed');
        }
        const email = outcome.profile.emails?.[0];
        if (!email) return ctx.redirect('/auth/callback?error=google_failed');
        try {
          const session = await id.signInWithGoogle(
            { subject: outcome.profile.id, email: email.value, emailVerified: email.verified === true, name: outcome.profile.displayName },
            meta(ctx),
            { deviceToken: ctx.cookies.get(DEVICE_COOKIE) || undefined, userAgent: userAgent(ctx) ?? undefined },
          );
          answerSession(ctx, session);
          if (isChallenge(session)) {
            // The code step reads the challenge from this cookie (never from the URL).
            setCookie(ctx, secure, CHALLENGE_COOKIE, session.challengeToken, null);
            return ctx.redirect('/login?etapa=codigo');
          }
          ctx.redirect('/auth/callback');
        } catch (err) {
          ctx.state.log.warn({ err }, 'google sign-in refused');
          ctx.redirect(`/auth/callback?error=${err instanceof IdentityRefused && err.code === 'GOOGLE_EMAIL_UNVERIFIED' ? 'email_unverified' : 'google_failed'}`);
        }
      },
    }),
  ] as RouteDefinition[];
  return { routes: routes.map(answered) };
}

export function bearerAuthenticator(id: Identity): Authenticator {
  return async (ctx) => {
    try {
      return await id.principalOf(ctx.get('Authorization') || undefined);
    } catch (err) {
      throw identityErrorToHttp(err);
    }
  };
}
