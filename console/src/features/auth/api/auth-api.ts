// The identity API as the console calls it (product-spec §7; server: backend/src/modules/identity).
import type { AuthenticationResponseJSON, PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { Locale } from '@piboost/events/i18n';
import { translate } from '../../../i18n';
import { api, ApiError } from '../../../lib/api-client';
import type { DeviceSession as ActiveSession, CpfCheck, PasskeyItem, Done, RegistrationInput, SecurityStatus, Session, TwoFactorChallenge, TwoFactorSetup } from '@piboost/backend/contract';
import type { PlanId, SessionUser } from '../auth-context';

export type { ActiveSession, CpfCheck, PasskeyItem, RegistrationInput, SecurityStatus, Session, TwoFactorChallenge, TwoFactorSetup };

export const isChallenge = (answer: Session | TwoFactorChallenge): answer is TwoFactorChallenge => 'two_factor_required' in answer;

/** Local-auth dev mode only (the server answers 204 otherwise). */
export interface DevAccounts {
  password: string;
  /** `code`: a staff account's two-factor code of a step not used yet (absent when none is left: the code step asks). */
  accounts: { label: string; email: string; role: 'admin' | 'support' | 'user'; code?: string }[];
}

export const authApi = {
  sendVerificationCode: (email: string, signal?: AbortSignal) => api.post<Done>('/auth/send-verification-code', { email }, { signal }),
  resendVerificationCode: (email: string) => api.post<Done>('/auth/resend-verification-code', { email }),
  verifyCode: (email: string, code: string) => api.post<Done & { registrationToken: string }>('/auth/verify-code', { email, code }),
  checkCpf: (cpf: string, registrationToken?: string) => api.post<CpfCheck>('/auth/check-cpf', { cpf, registrationToken }),
  /** `language`: the visitor's language, kept as the new person's preference. */
  register: (input: RegistrationInput & { language?: Locale }) => api.post<Done>('/auth/register', input),
  login: (email: string, password: string, rememberMe: boolean) => api.post<Session | TwoFactorChallenge>('/auth/login', { email, password, rememberMe }),
  /** Without `challengeToken` the server reads the Google sign-in's challenge cookie. */
  twoFactor: (code: string, challengeToken?: string) => api.post<Session>('/auth/two-factor', { code, challengeToken }),
  security: () => api.get<{ success: true; data: SecurityStatus }>('/auth/security'),
  twoFactorSetup: () => api.post<{ success: true; data: TwoFactorSetup }>('/auth/two-factor/setup'),
  twoFactorConfirm: (setupToken: string, code: string) => api.post<Done & { data: { recoveryCodes: string[] } }>('/auth/two-factor/confirm', { setupToken, code }),
  twoFactorDisable: (password: string | undefined, code: string) => api.post<Done>('/auth/two-factor/disable', { password, code }),
  regenerateRecoveryCodes: (code: string) => api.post<Done & { data: { recoveryCodes: string[] } }>('/auth/two-factor/recovery-codes', { code }),
  // Passkeys (issue 26): the options are handed to @simplewebauthn/browser as the server sent them.
  passkeys: () => api.get<{ success: true; data: PasskeyItem[] }>('/auth/passkeys'),
  passkeyRegistrationOptions: () => api.post<{ success: true; data: PublicKeyCredentialCreationOptionsJSON }>('/auth/passkeys/registration/options'),
  addPasskey: (response: RegistrationResponseJSON, name: string) => api.post<Done>('/auth/passkeys/registration', { response, name }),
  renamePasskey: (id: string, name: string) => api.patch<Done>(`/auth/passkeys/${id}`, { name }),
  removePasskey: (id: string) => api.delete<Done>(`/auth/passkeys/${id}`),
  passkeySignInOptions: () => api.post<{ success: true; data: PublicKeyCredentialRequestOptionsJSON }>('/auth/passkeys/sign-in/options'),
  passkeySignIn: (response: AuthenticationResponseJSON, rememberMe: boolean) => api.post<Session>('/auth/passkeys/sign-in', { response, rememberMe }),
  /** The code step with a passkey (without `challengeToken`: the Google sign-in's cookie). */
  passkeySecondFactorOptions: (challengeToken?: string) => api.post<{ success: true; data: PublicKeyCredentialRequestOptionsJSON }>('/auth/two-factor/passkey/options', { challengeToken }),
  passkeySecondFactor: (response: AuthenticationResponseJSON, challengeToken?: string) => api.post<Session>('/auth/two-factor/passkey', { response, challengeToken }),
  sessions: () => api.get<{ success: true; data: ActiveSession[] }>('/auth/sessions'),
  endSession: (id: string) => api.delete<Done>(`/auth/sessions/${id}`),
  endOtherSessions: () => api.post<Done & { data: { ended: number } }>('/auth/sessions/end-others'),
  changePassword: (currentPassword: string, newPassword: string) => api.post<Done>('/auth/change-password', { currentPassword, newPassword }),
  /** A visitor without the refresh cookie gets 204 (no console error for a page load); callers see "no session" as before. */
  refresh: async () => (await api.post<Session | undefined>('/auth/refresh')) ?? Promise.reject(new ApiError(translate('auth.session.notFound'), 401, 'NO_SESSION')),
  logout: () => api.post<Done>('/auth/logout'),
  me: () => api.get<{ success: true; user: SessionUser }>('/auth/me'),
  /** null: no dev mode for this visitor (204). */
  devAccounts: async () => (await api.get<{ success: true; data: DevAccounts } | undefined>('/auth/dev-accounts')) ?? null,
  forgotPassword: (email: string) => api.post<Done>('/auth/forgot-password', { email }),
  resetPassword: (token: string, password: string) => api.post<Done>('/auth/reset-password', { token, password }),
  completeProfile: (input: { name?: string; cpf: string; lgpdConsent: boolean; acceptedTerms: boolean; selectedPlan?: PlanId; language?: Locale }) =>
    api.post<Done>('/auth/complete-profile', input),
};
