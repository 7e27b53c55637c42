import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { AUTH_RULES } from '@piboost/events/business';
import { ApiError, setAccessToken } from '../../lib/api-client';
import { authApi, type Session } from './api/auth-api';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';

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

type RestoreNotice = { kind: 'attempt'; attempt: number } | { kind: 'failed' } | null;

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

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });
  const [notice, setNotice] = useState<RestoreNotice>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setAccessToken(null);
    setState({ status: 'signed-out', user: null });
  }, []);

  const start = useCallback(
    (session: Session) => {
      setAccessToken(session.access_token);
      setState({ status: 'signed-in', user: session.user, accessToken: session.access_token });
      clearTimeout(timer.current);
      // A minute before the access token expires, trade the refresh cookie for a new one.
      timer.current = setTimeout(() => {
        refreshOnce().then(start, (err: unknown) => {
          if (!retryable(err)) clear();
        });
      }, Math.max(5, session.expires_in - 60) * 1000);
    },
    [clear],
  );

  useEffect(() => {
    let cancelled = false;
    (async () => {
      for (let attempt = 1; attempt <= AUTH_RULES.sessionRestoreAttempts; attempt++) {
        setNotice({ kind: 'attempt', attempt });
        try {
          const session = await refreshOnce();
          if (cancelled) return;
          start(session);
          setNotice(null);
          return;
        } catch (err) {
          if (cancelled) return;
          if (!retryable(err)) {
            clear();
            setNotice(null);
            return;
          }
          if (attempt < AUTH_RULES.sessionRestoreAttempts) await sleep(200 * 2 ** attempt);
        }
      }
      if (!cancelled) {
        clear();
        setNotice({ kind: 'failed' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [start, clear]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      async signOut() {
        await authApi.logout();
        clear();
      },
    }),
    [state, clear],
  );
  const control = useMemo<SessionControl>(
    () => ({
      start,
      async reload() {
        start(await refreshOnce());
      },
    }),
    [start],
  );

  return (
    <AuthContext.Provider value={value}>
      <SessionControlContext.Provider value={control}>
        {children}
        <SessionNotice notice={notice} onClose={() => setNotice(null)} />
      </SessionControlContext.Provider>
    </AuthContext.Provider>
  );
}

function SessionNotice({ notice, onClose }: { notice: RestoreNotice; onClose(): void }) {
  if (!notice) return null;
  return (
    <div className="session-notice" role="status" style={{ position: 'fixed', bottom: '1rem', left: '1rem', zIndex: 60 }}>
      {notice.kind === 'attempt' ? (
        <span>
          Restaurando sessão... Tentativa {notice.attempt} de {AUTH_RULES.sessionRestoreAttempts}
        </span>
      ) : (
        <span>
          <strong>Erro ao restaurar sessão</strong> Faça login novamente{' '}
          <button type="button" className="link-button" onClick={onClose} aria-label="Fechar aviso">
            ×
          </button>
        </span>
      )}
    </div>
  );
}
