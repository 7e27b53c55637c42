import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/** No stored choice shows it; Accept/Decline store the choice for good; closing or reading the policies hides it for now. */
export function CookieBanner() {
  const [hidden, setHidden] = useState(() => readStored(STORAGE_KEYS.cookieConsent) !== null);
  const { t, rich } = useI18n();
  if (hidden) return null;
  const choose = (choice: 'accepted' | 'declined') => {
    writeStored(STORAGE_KEYS.cookieConsent, choice);
    setHidden(true);
  };
  return (
    <section className="cookie-banner" aria-label={t('layout.cookies.label')}>
      <p>
        {rich('layout.cookies.text', {
          cookies: (chunks) => (
            <Link to={paths.cookies.path} onClick={() => setHidden(true)}>
              {chunks}
            </Link>
          ),
          privacy: (chunks) => (
            <Link to={paths.privacy.path} onClick={() => setHidden(true)}>
              {chunks}
            </Link>
          ),
        })}
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => choose('declined')}>
          {t('layout.cookies.decline')}
        </button>
        <button type="button" className="button" onClick={() => choose('accepted')}>
          {t('layout.cookies.accept')}
        </button>
        <button type="button" className="cookie-banner__close" aria-label={t('layout.cookies.close')} onClick={() => setHidden(true)}>
          ×
        </button>
      </div>
    </section>
  );
}
