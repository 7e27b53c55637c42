import type { SurveyResult } from '@piboost/backend/contract';
import { api } from '../../../lib/api-client';

export interface SurveyInput {
  investor_profile: string;
  crypto_experience_level: string;
  crypto_experience_time: string;
  operational_preference: string;
  ai_confidence_level: string;
}

/** POST /api/user/submit-survey-and-activate-trial (product-spec §7). */
export const submitSurvey = (input: SurveyInput) => api.post<SurveyResult>('/user/submit-survey-and-activate-trial', input);
