// The signed-in person's sessions: the list, ending one, and "Sair de todos os outros dispositivos".
import { DEFAULT_LOCALE } from '@piboost/events/i18n';
import { defineRoute } from '../../../platform/http/route';
import { t } from '../../../platform/i18n';
import { doneResponse } from '../schemas';
import { meta, perUser, signedIn, type IdentityHttp } from './answer';
import { endedResponse, sessionParams, sessionsResponse } from './sessions.schema';

export function sessionsRoutes({ security }: IdentityHttp) {
  return [
    defineRoute({
      ...signedIn,
      method: 'GET',
      path: '/api/auth/sessions',
      summary: 'Sessões ativas: dispositivo, início e último uso',
      rateLimit: perUser(120, 60),
      response: sessionsResponse,
      handler: (_ctx, { principal }) => security.sessions(principal),
    }),
    defineRoute({
      ...signedIn,
      method: 'DELETE',
      path: '/api/auth/sessions/:id',
      summary: 'Encerra uma sessão; a próxima requisição dela é recusada',
      rateLimit: perUser(30, 60),
      input: { params: sessionParams },
      response: doneResponse,
      handler: (ctx, { params, principal }) => security.endSession(principal, params.id, meta(ctx)),
    }),
    defineRoute({
      ...signedIn,
      method: 'POST',
      path: '/api/auth/sessions/end-others',
      summary: 'Sair de todos os outros dispositivos',
      rateLimit: perUser(10, 60),
      response: endedResponse,
      handler: async (ctx, { principal }) => {
        const answer = await security.endOtherSessions(principal, meta(ctx));
        // A message with a count: said here in the request's language (pt-BR keeps identity's words).
        if (ctx.state.locale === DEFAULT_LOCALE) return answer;
        return { ...answer, message: t(ctx.state.locale, 'errors.identity.otherSessionsEnded', { count: answer.data.ended }) };
      },
    }),
  ];
}
