import { useEffect, useState } from 'react';
import { useAuth } from '../../features/auth/auth-context';

/** How long "synced Ns ago" stays up after a refresh. */
const SYNCED_VISIBLE_SECONDS = 15;

/** The shell's session-restore notice (product-spec §2 App shell, §9 Session). */
export function SessionNotice() {
  const { restore, dismissRestore, syncedAt } = useAuth();
  const [now, setNow] = useState(() => Date.now());
  const syncedSeconds = syncedAt === null ? null : Math.max(0, Math.floor((now - syncedAt) / 1000));
  const showSynced = syncedSeconds !== null && syncedSeconds < SYNCED_VISIBLE_SECONDS;

  useEffect(() => {
    if (syncedAt === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    // Nothing left to count once the notice is gone.
    const stop = setTimeout(() => clearInterval(tick), SYNCED_VISIBLE_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(stop);
    };
  }, [syncedAt]);

  if (restore.kind === 'idle' && !showSynced) return null;
  return (
    <div
      className="session-notice"
      role="status"
      // Only the failure notice has something to click; the others must not cover the page.
      style={{ position: 'fixed', bottom: '1rem', left: '1rem', zIndex: 60, pointerEvents: restore.kind === 'failed' ? 'auto' : 'none' }}
    >
      {restore.kind === 'restoring' ? (
        <span>
          Restaurando sessão... Tentativa {restore.attempt} de {restore.of}
        </span>
      ) : restore.kind === 'failed' ? (
        <span>
          <strong>Erro ao restaurar sessão</strong> Faça login novamente{' '}
          <button type="button" className="link-button" onClick={dismissRestore} aria-label="Fechar aviso de sessão">
            ×
          </button>
        </span>
      ) : (
        <span>synced {syncedSeconds}s ago</span>
      )}
    </div>
  );
}
