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

/** The password (or Google) was right and the account has two-factor on: the code step follows. */
export interface TwoFactorChallenge {
  success: true;
  message: string;
  two_factor_required: true;
  challenge_token: string;
  expires_in: number;
}

export const isChallenge = (answer: Session | TwoFactorChallenge): answer is TwoFactorChallenge => 'two_factor_required' in answer;

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
  /** The demo staff's current two-factor code. */
  staffCode: string;
}

export interface SecurityStatus {
  twoFactorEnabled: boolean;
  recoveryCodesLeft: number;
  /** Staff accounts must keep two-factor on. */
  required: boolean;
  hasPassword: boolean;
}

export interface TwoFactorSetup {
  setupToken: string;
  otpauthUri: string;
  secret: string;
  qrCode: string;
}

export interface ActiveSession {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
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
  login: (email: string, password: string, rememberMe: boolean) => api.post<Session | TwoFactorChallenge>('/auth/login', { email, password, rememberMe }),
  /** Without `challengeToken` the server reads the Google sign-in's challenge cookie. */
  twoFactor: (code: string, challengeToken?: string) => api.post<Session>('/auth/two-factor', { code, challengeToken }),
  security: () => api.get<{ success: true; data: SecurityStatus }>('/auth/security'),
  twoFactorSetup: () => api.post<{ success: true; data: TwoFactorSetup }>('/auth/two-factor/setup'),
  twoFactorConfirm: (setupToken: string, code: string) => api.post<Done & { data: { recoveryCodes: string[] } }>('/auth/two-factor/confirm', { setupToken, code }),
  twoFactorDisable: (password: string | undefined, code: string) => api.post<Done>('/auth/two-factor/disable', { password, code }),
  regenerateRecoveryCodes: (code: string) => api.post<Done & { data: { recoveryCodes: string[] } }>('/auth/two-factor/recovery-codes', { code }),
  sessions: () => api.get<{ success: true; data: ActiveSession[] }>('/auth/sessions'),
  endSession: (id: string) => api.delete<Done>(`/auth/sessions/${id}`),
  endOtherSessions: () => api.post<Done & { data: { ended: number } }>('/auth/sessions/end-others'),
  changePassword: (currentPassword: string, newPassword: string) => api.post<Done>('/auth/change-password', { currentPassword, newPassword }),
  refresh: () => api.post<Session>('/auth/refresh'),
  logout: () => api.post<Done>('/auth/logout'),
  me: () => api.get<{ success: true; user: SessionUser }>('/auth/me'),
  devAccounts: () => api.get<{ success: true; data: DevAccounts }>('/auth/dev-accounts'),
  forgotPassword: (email: string) => api.post<Done>('/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) => api.post<Done>('/auth/reset-password', { token, password }),
  completeProfile: (input: { name?: string; cpf: string; lgpdConsent: boolean; acceptedTerms: boolean; selectedPlan?: PlanId }) =>
    api.post<Done>('/auth/complete-profile', input),
};
