import { createContext, useContext } from 'react';

// The console's view of the session. The identity feature provides it (AuthProvider); every other
// part of the console only reads it through useAuth().

export type Role = 'user' | 'support' | 'admin';
export type PlanId = 'freemium' | 'professional' | 'elite';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** Derived on the server from an active Professional/Elite subscription or trial (DECISIONS 6). */
  premium: boolean;
  premiumUntil: string | null;
  /** How Premium is held now: a subscription period or a trial - never read from the chosen plan. */
  premiumAccess: 'subscription' | 'trial' | null;
  selectedPlan: PlanId | 'admin' | null;
  avatarUrl: string | null;
  /** CPF, both consents and (non-admins) a plan are in: the CPF guard lets the user through. */
  profileComplete: boolean;
  twoFactorEnabled: boolean;
  /** A staff account without two-factor: the back office waits until it is on. */
  twoFactorRequired: boolean;
}

export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'signed-in'; user: SessionUser; accessToken: string };

/** Restoring the session on load, for the shell's notice (product-spec §2). */
export type RestoreStatus =
  | { kind: 'idle' }
  | { kind: 'restoring'; attempt: number; of: number }
  /** Every attempt failed on the network or the server, not because the session had ended. */
  | { kind: 'failed' };

export interface AuthContextValue {
  state: AuthState;
  signOut(): Promise<void>;
  restore: RestoreStatus;
  /** Hide the failed-restore notice. */
  dismissRestore(): void;
  /** When the session was last refreshed from the server (epoch ms), or null. */
  syncedAt: number | null;
}

const signedOut: AuthContextValue = {
  state: { status: 'signed-out', user: null },
  signOut: async () => {},
  restore: { kind: 'idle' },
  dismissRestore: () => {},
  syncedAt: null,
};

export const AuthContext = createContext<AuthContextValue>(signedOut);

export function useAuth(): AuthContextValue {
  return useContext(AuthContext);
}
