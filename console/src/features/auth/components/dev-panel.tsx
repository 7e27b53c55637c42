import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { authApi } from '../api/auth-api';

/** Prefill for /register: a fresh demo address, so each click starts a new sign-up. */
export interface RegisterPrefill {
  email: string;
  password: string;
}

/**
 * Local-auth dev mode (product-spec §2 /login): test accounts and a test registration, shown only
 * when the server runs with demo data outside production (it answers 204, no accounts, otherwise).
 */
export function DevPanel({ disabled, onSignIn }: { disabled: boolean; onSignIn(email: string, password: string): void }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: ['dev-accounts'], queryFn: () => authApi.devAccounts(), retry: false, staleTime: Infinity });
  if (!data) return null;
  const { accounts, password } = data.data;
  const register = () => {
    const prefill: RegisterPrefill = { email: `teste.${Date.now().toString(36)}@demo.piboost.local`, password };
    navigate(paths.register.path, { state: { prefill } });
  };
  return (
    <aside className="dev-panel" aria-labelledby="dev-panel-title">
      <h2 id="dev-panel-title">{t('auth.dev.title')}</h2>
      <p>{t('auth.dev.lead', { password })}</p>
      <div className="dev-panel__actions">
        {accounts.map((a) => (
          <button key={a.email} type="button" className="button button--ghost" disabled={disabled} onClick={() => onSignIn(a.email, password)}>
            {t('auth.dev.signInAs', { account: a.label.toLowerCase() })}
          </button>
        ))}
        <button type="button" className="button button--ghost" disabled={disabled} onClick={register}>
          {t('auth.dev.register')}
        </button>
      </div>
    </aside>
  );
}
