import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_RULES } from '@piboost/events/business';
import { ApiError, setAccessToken, setSessionRefresher } from '../../lib/api-client';
import { authApi, type Session } from './api/auth-api';
import { AuthContext, type AuthContextValue, type AuthState, type RestoreStatus } from './auth-context';

// The session: restored on load from the httpOnly refresh cookie (up to 3 attempts, only network and
// 5xx failures are retried), kept fresh before the access token expires, and ended by signOut. The
// access token is held in memory only (DECISIONS 8).

interface SessionControl {
  /** A session the API just issued (login, refresh). */
  start(session: Session): void;
  /** Fetch a new token and user (after the profile changed what the token says). */
  reload(): Promise<void>;
}

const SessionControlContext = createContext<SessionControl | null>(null);

export function useSessionControl(): SessionControl {
  const control = useContext(SessionControlContext);
  if (!control) throw new Error('useSessionControl outside AuthProvider');
  return control;
}

// One refresh at a time across the whole page: two concurrent uses of one refresh token look like
// theft to the server, which then revokes the session (StrictMode runs effects twice).
let inFlight: Promise<Session> | null = null;
function refreshOnce(): Promise<Session> {
  inFlight ??= authApi.refresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

const retryable = (err: unknown) => !(err instanceof ApiError) || err.status === 0 || err.status >= 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The signed-in state and the timer that renews its access token a minute before it expires. */
function useSession() {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [syncedAt, setSyncedAt] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setAccessToken(null);
    setState({ status: 'signed-out', user: null });
  }, []);

  const start = useCallback(
    (session: Session, fromRefresh = false) => {
      setAccessToken(session.access_token);
      if (fromRefresh) setSyncedAt(Date.now());
      setState({ status: 'signed-in', user: session.user, accessToken: session.access_token });
      clearTimeout(timer.current);
      // A minute before the access token expires, trade the refresh cookie for a new one.
      timer.current = setTimeout(() => {
        refreshOnce().then((next) => start(next, true), (err: unknown) => {
          if (!retryable(err)) clear();
        });
      }, Math.max(5, session.expires_in - 60) * 1000);
    },
    [clear],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, syncedAt, clear, start };
}

/** On load: the session restored from the refresh cookie, retried on network and 5xx failures. */
function useSessionRestore(start: (session: Session, fromRefresh?: boolean) => void, clear: () => void) {
  const [restore, setRestore] = useState<RestoreStatus>({ kind: 'idle' });
  useEffect(() => {
    let cancelled = false;
    const of = AUTH_RULES.sessionRestoreAttempts;
    (async () => {
      for (let attempt = 1; attempt <= of; attempt++) {
        setRestore({ kind: 'restoring', attempt, of });
        try {
          const session = await refreshOnce();
          if (cancelled) return;
          start(session, true);
          setRestore({ kind: 'idle' });
          return;
        } catch (err) {
          if (cancelled) return;
          if (!retryable(err)) {
            clear();
            setRestore({ kind: 'idle' });
            return;
          }
          if (attempt < of) await sleep(200 * 2 ** attempt);
        }
      }
      if (!cancelled) {
        clear();
        setRestore({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [start, clear]);
  const dismissRestore = useCallback(() => setRestore({ kind: 'idle' }), []);
  return { restore, dismissRestore };
}

// A 401 on an ordinary call (the access token expired while the tab slept) comes here once.
function useSessionRefresher(start: (session: Session, fromRefresh?: boolean) => void, clear: () => void) {
  useEffect(() => {
    setSessionRefresher(async () => {
      try {
        const session = await refreshOnce();
        start(session, true);
        return session.access_token;
      } catch (err) {
        if (!retryable(err)) clear();
        return null;
      }
    });
    return () => setSessionRefresher(null);
  }, [start, clear]);
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const { state, syncedAt, clear, start } = useSession();
  const { restore, dismissRestore } = useSessionRestore(start, clear);
  useSessionRefresher(start, clear);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      async signOut() {
        await authApi.logout();
        clear();
      },
      restore,
      dismissRestore,
      syncedAt,
    }),
    [state, clear, restore, dismissRestore, syncedAt],
  );
  const control = useMemo<SessionControl>(
    () => ({
      start,
      async reload() {
        start(await refreshOnce(), true);
      },
    }),
    [start],
  );

  return (
    <AuthContext.Provider value={value}>
      <SessionControlContext.Provider value={control}>{children}</SessionControlContext.Provider>
    </AuthContext.Provider>
  );
}
