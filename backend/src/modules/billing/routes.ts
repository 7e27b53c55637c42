// Billing's HTTP surface: the survey that activates the trial (product-spec §7) and the investor
// profile it keeps.
import { z } from 'zod';
import { surveyAnswers } from '@piboost/events';
import type { AppContext } from '../../platform/http/context';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import type { Runtime } from '../../platform/runtime';
import { surveyService } from './survey';

const FILL_ALL = 'Por favor, preencha todos os campos da pesquisa.';

/** The five answers; the spec's snake_case names are what the console sends. */
export const surveyBody = z
  .object({
    investor_profile: z.enum(surveyAnswers.investorProfile.options, FILL_ALL),
    crypto_experience_level: z.enum(surveyAnswers.cryptoExperienceLevel.options, FILL_ALL),
    crypto_experience_time: z.enum(surveyAnswers.cryptoExperienceTime.options, FILL_ALL),
    operational_preference: z.enum(surveyAnswers.operationalPreference.options, FILL_ALL),
    ai_confidence_level: z.enum(surveyAnswers.aiConfidenceLevel.options, FILL_ALL),
  })
  .transform((b) => ({
    investorProfile: b.investor_profile,
    cryptoExperienceLevel: b.crypto_experience_level,
    cryptoExperienceTime: b.crypto_experience_time,
    operationalPreference: b.operational_preference,
    aiConfidenceLevel: b.ai_confidence_level,
  }));

const meta = (ctx: AppContext) => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

export function billingRoutes(runtime: Runtime): RouteDefinition[] {
  const survey = surveyService(runtime);
  return [
    defineRoute({
      method: 'POST',
      path: '/api/user/submit-survey-and-activate-trial',
      summary: 'Guarda o perfil de investidor e ativa o teste Premium de 30 dias (um por CPF, nunca para administradores)',
      description: 'Devolve um novo access token (o refresh token continua no cookie httpOnly).',
      tags: ['Assinatura'],
      access: 'user',
      rateLimit: { points: 10, windowSeconds: 60, key: 'user' },
      input: { body: surveyBody },
      async handler(ctx, { principal, body }) {
        ctx.set('Cache-Control', 'no-store');
        return survey.submit(principal, body, meta(ctx));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/user/investor-profile',
      summary: 'As respostas mais recentes da pesquisa de perfil de investidor',
      tags: ['Assinatura'],
      access: 'user',
      rateLimit: { points: 120, windowSeconds: 60, key: 'user' },
      async handler(_ctx, { principal }) {
        return { success: true as const, data: await survey.investorProfile(principal.userId) };
      },
    }),
  ];
}
