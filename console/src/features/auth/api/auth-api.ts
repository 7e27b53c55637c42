// The identity API as the console calls it (product-spec §7; server: backend/src/modules/identity).
import { api } from '../../../lib/api-client';
import type { PlanId, SessionUser } from '../auth-context';

export interface Session {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: string;
  user: SessionUser;
  message: string;
}

interface Done {
  success: true;
  message: string;
}

export interface CpfCheck extends Done {
  available: boolean;
  /** The signed-in user's own CPF. */
  registered: boolean;
}

/** Local-auth dev mode only (the server answers 404 otherwise). */
export interface DevAccounts {
  password: string;
  accounts: { label: string; email: string; role: 'admin' | 'support' | 'user' }[];
}

export interface RegistrationInput {
  registrationToken: string;
  name: string;
  email: string;
  cpf: string;
  password: string;
  lgpdConsent: boolean;
  acceptedTerms: boolean;
  selectedPlan?: PlanId;
}

export const authApi = {
  sendVerificationCode: (email: string, signal?: AbortSignal) => api.post<Done>('/auth/send-verification-code', { email }, { signal }),
  resendVerificationCode: (email: string) => api.post<Done>('/auth/resend-verification-code', { email }),
  verifyCode: (email: string, code: string) => api.post<Done & { registrationToken: string }>('/auth/verify-code', { email, code }),
  checkCpf: (cpf: string, registrationToken?: string) => api.post<CpfCheck>('/auth/check-cpf', { cpf, registrationToken }),
  register: (input: RegistrationInput) => api.post<Done>('/auth/register', input),
  login: (email: string, password: string, rememberMe: boolean) => api.post<Session>('/auth/login', { email, password, rememberMe }),
  refresh: () => api.post<Session>('/auth/refresh'),
  logout: () => api.post<Done>('/auth/logout'),
  me: () => api.get<{ success: true; user: SessionUser }>('/auth/me'),
  devAccounts: () => api.get<{ success: true; data: DevAccounts }>('/auth/dev-accounts'),
  forgotPassword: (email: string) => api.post<Done>('/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) => api.post<Done>('/auth/reset-password', { token, password }),
  completeProfile: (input: { name?: string; cpf: string; lgpdConsent: boolean; acceptedTerms: boolean; selectedPlan?: PlanId }) =>
    api.post<Done>('/auth/complete-profile', input),
};
