// POST /api/user/submit-survey-and-activate-trial - the investor profile, then the 30-day trial
// (one per CPF, never for administrators) and a fresh access token that says so.
import { defineRoute } from '../../../platform/http/route';
import { sessionResponse } from '../../identity';
import { meta, SUBSCRIPTION_TAGS, type BillingHttp } from './shared';
import { surveyBody, trialOutcome } from './survey.schema';

export function surveyRoute({ survey }: BillingHttp) {
  return defineRoute({
    method: 'POST',
    path: '/api/user/submit-survey-and-activate-trial',
    summary: 'Guarda o perfil de investidor e ativa o teste Premium de 30 dias (um por CPF, nunca para administradores)',
    description: 'Devolve um novo access token (o refresh token continua no cookie httpOnly).',
    tags: SUBSCRIPTION_TAGS,
    access: 'user',
    rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
    // The answer carries a fresh access token.
    noStore: true,
    input: { body: surveyBody },
    response: sessionResponse.extend(trialOutcome.shape),
    handler: (ctx, { principal, body }) => survey.submit(principal, body, meta(ctx)),
  });
}
