import { createContext, useContext } from 'react';

// The console's view of the session. The identity feature provides it (AuthProvider); every other
// part of the console only reads it through useAuth().

export type { PlanId } from '@piboost/events/business';
export type { Role, SessionUser } from '@piboost/backend/contract';
import type { SessionUser } from '@piboost/backend/contract';

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
