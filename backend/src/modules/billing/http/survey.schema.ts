// POST /api/user/submit-survey-and-activate-trial - the five answers (the spec's snake_case names are
// what the console sends) and what the answer adds to the session; GET /api/user/investor-profile's answers.
import { z } from 'zod';
import { surveyAnswers } from '@piboost/events';

const FILL_ALL = 'Por favor, preencha todos os campos da pesquisa.';

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

/** What the answer adds to the session identity reissues (identity's `sessionResponse`, which the route extends): the trial's outcome and the spec's `accessToken`. */
export const trialOutcome = z.object({ accessToken: z.string(), trialStarted: z.boolean(), trialEndsAt: z.string().nullable() });

export const investorProfileResponse = z.object({
  success: z.literal(true),
  data: z
    .object({
      investorProfile: z.enum(surveyAnswers.investorProfile.options),
      cryptoExperienceLevel: z.enum(surveyAnswers.cryptoExperienceLevel.options),
      cryptoExperienceTime: z.enum(surveyAnswers.cryptoExperienceTime.options),
      operationalPreference: z.enum(surveyAnswers.operationalPreference.options),
      aiConfidenceLevel: z.enum(surveyAnswers.aiConfidenceLevel.options),
    })
    .nullable(),
});
