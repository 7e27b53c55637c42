import { api } from '../../../lib/api-client';
import type { Session } from '../../auth';

export interface SurveyInput {
  investor_profile: string;
  crypto_experience_level: string;
  crypto_experience_time: string;
  operational_preference: string;
  ai_confidence_level: string;
}

/** The session's shape plus what the survey did; the token already says whether the person is Premium. */
export interface SurveyResult extends Session {
  accessToken: string;
  trialStarted: boolean;
  trialEndsAt: string | null;
}

/** POST /api/user/submit-survey-and-activate-trial (product-spec §7). */
export const submitSurvey = (input: SurveyInput) => api.post<SurveyResult>('/user/submit-survey-and-activate-trial', input);
