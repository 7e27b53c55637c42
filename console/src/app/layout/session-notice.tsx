import { useEffect, useState } from 'react';
import { useAuth } from '../../features/auth/auth-context';

/** How long "synced Ns ago" stays up after a refresh. */
const SYNCED_VISIBLE_SECONDS = 15;

/**
 * The shell's session-restore notice (product-spec §2 App shell, §9 Session): a bar in the page's
 * flow under the top bar while a restore is under way or has failed. It never floats over content.
 */
export function SessionNotice() {
  const { restore, dismissRestore } = useAuth();
  if (restore.kind === 'idle') return null;
  return (
    <div className="session-notice" role="status">
      {restore.kind === 'restoring' ? (
        <span>
          Restaurando sessão... Tentativa {restore.attempt} de {restore.of}
        </span>
      ) : (
        <span>
          <strong>Erro ao restaurar sessão</strong> Faça login novamente{' '}
          <button type="button" className="link-button" onClick={dismissRestore} aria-label="Fechar aviso de sessão">
            ×
          </button>
        </span>
      )}
    </div>
  );
}

/** "synced Ns ago" after the session was refreshed, in the footer's bottom line: out of the content's way. */
export function SyncedNote() {
  const { syncedAt } = useAuth();
  const [now, setNow] = useState(() => Date.now());
  const syncedSeconds = syncedAt === null ? null : Math.max(0, Math.floor((now - syncedAt) / 1000));

  useEffect(() => {
    if (syncedAt === null) return;
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 1000);
    // Nothing left to count once the note is gone.
    const stop = setTimeout(() => clearInterval(tick), SYNCED_VISIBLE_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(stop);
    };
  }, [syncedAt]);

  if (syncedSeconds === null || syncedSeconds >= SYNCED_VISIBLE_SECONDS) return null;
  return (
    <p className="synced-note" role="status">
      synced {syncedSeconds}s ago
    </p>
  );
}
