import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/** No stored choice shows it; Accept/Decline store the choice for good; closing or reading the policies hides it for now. */
export function CookieBanner() {
  const [hidden, setHidden] = useState(() => readStored(STORAGE_KEYS.cookieConsent) !== null);
  if (hidden) return null;
  const choose = (choice: 'accepted' | 'declined') => {
    writeStored(STORAGE_KEYS.cookieConsent, choice);
    setHidden(true);
  };
  return (
    <section className="cookie-banner" aria-label="Aviso de cookies">
      <p>
        Usamos apenas cookies essenciais, para o login e a segurança da sua conta. Saiba mais na{' '}
        <Link to={paths.cookies.path} onClick={() => setHidden(true)}>
          Política de Cookies
        </Link>{' '}
        e na{' '}
        <Link to={paths.privacy.path} onClick={() => setHidden(true)}>
          Política de Privacidade
        </Link>
        .
      </p>
      <div className="cookie-banner__actions">
        <button type="button" className="button button--ghost" onClick={() => choose('declined')}>
          Recusar
        </button>
        <button type="button" className="button" onClick={() => choose('accepted')}>
          Aceitar
        </button>
        <button type="button" className="cookie-banner__close" aria-label="Fechar aviso de cookies" onClick={() => setHidden(true)}>
          ×
        </button>
      </div>
    </section>
  );
}
