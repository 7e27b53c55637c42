import { useEffect, useState } from 'react';
import { useAuth } from '../../features/auth/auth-context';
import { useI18n } from '../../i18n';

/** How long "synced Ns ago" stays up after a refresh. */
const SYNCED_VISIBLE_SECONDS = 15;

/**
 * A restore that ends sooner shows no bar: on every page load the restore usually takes a few
 * milliseconds, and a bar that comes and goes pushed the whole page down and back (Lighthouse
 * measured a layout shift of 0.15 on the landing and 0.58 on /dashboard).
 */
const RESTORE_NOTICE_DELAY_MS = 500;

/**
 * The shell's session-restore notice (product-spec §2 App shell, §9 Session): a bar in the page's
 * flow under the top bar while a slow restore is under way or once it has failed. It never floats
 * over content.
 */
export function SessionNotice() {
  const { restore, dismissRestore } = useAuth();
  const restoring = restore.kind === 'restoring';
  const { t } = useI18n();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!restoring) return;
    const timer = setTimeout(() => setSlow(true), RESTORE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restoring]);
  if (restore.kind === 'idle' || (restoring && !slow)) return null;
  return (
    <div className="session-notice" role="status">
      {restore.kind === 'restoring' ? (
        <span>{t('layout.session.restoring', { attempt: restore.attempt, of: restore.of })}</span>
      ) : (
        <span>
          <strong>{t('layout.session.failed')}</strong> {t('layout.session.signInAgain')}{' '}
          <button type="button" className="link-button" onClick={dismissRestore} aria-label={t('layout.session.close')}>
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
  const { t } = useI18n();
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
      {t('layout.footer.synced', { seconds: syncedSeconds })}
    </p>
  );
}
