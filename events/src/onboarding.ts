// Onboarding: the investor-profile survey and the 30-day trial it activates (DECISIONS 3, 11).
// Streams: SurveySubmitted on user-<userId>; TrialReserved on trial-<cpfHash> (no_stream: one trial
// per CPF); TrialStarted on subscription-<userId>, because a trial is a subscription period too.
import { z } from 'zod';
import { defineEvent } from './define';
import { at, id, keyedHash, premiumPlanId } from './fields';

export const surveyAnswers = {
  investorProfile: z.enum(['conservador', 'moderado', 'agressivo']),
  cryptoExperienceLevel: z.enum(['iniciante', 'intermediario', 'avancado']),
  cryptoExperienceTime: z.enum(['0-1', '1-3', '3-5', '5-10', '10+']),
  operationalPreference: z.enum(['day_trade', 'swing_trade', 'position_trade', 'hold', 'defi_renda_passiva']),
  aiConfidenceLevel: z.enum(['baixo', 'medio', 'alto']),
};

export const SurveySubmitted = defineEvent('SurveySubmitted', z.object({ userId: id, ...surveyAnswers }));

export const TrialReserved = defineEvent('TrialReserved', z.object({ userId: id, cpfHash: keyedHash }));

export const TrialStarted = defineEvent(
  'TrialStarted',
  z
    .object({
      userId: id,
      plan: premiumPlanId,
      startsAt: at,
      endsAt: at,
      /** What granted it: the survey (one per CPF) or a gamification reward claim; absent means survey. */
      source: z.enum(['survey', 'reward']).optional(),
    })
    .refine((d) => Date.parse(d.endsAt) > Date.parse(d.startsAt), { message: 'endsAt must follow startsAt' }),
);

export const onboardingEvents = [SurveySubmitted, TrialReserved, TrialStarted] as const;
