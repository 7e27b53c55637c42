import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../../i18n';
import { useAuth } from './auth-context';
import { useSessionControl } from './auth-provider';
import { CompleteRegistrationModal } from './components/complete-registration-modal';

const CPF_COMPLETED_KEY = (userId: string) => `cpf-completed-${userId}`;

/** Login guard (product-spec §2): "Loading..." (in every language's own words) while the session restores, then /login if there is none. */
export function RequireAuth() {
  const { state } = useAuth();
  const { t } = useI18n();
  const location = useLocation();
  if (state.status === 'loading') return <p className="page" role="status">{t('auth.guard.loading')}</p>;
  if (state.status === 'signed-out') return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** CPF/consent guard: the completion modal is forced until the server says the profile is complete. */
export function RequireCompleteProfile() {
  const { state, signOut } = useAuth();
  const { reload } = useSessionControl();
  const navigate = useNavigate();
  if (state.status !== 'signed-in') return null;
  if (state.user.profileComplete) return <Outlet />;
  return (
    <CompleteRegistrationModal
      mode={{ kind: 'profile', isAdmin: state.user.role === 'admin' }}
      onCancel={async () => {
        await signOut().catch(() => undefined);
        navigate('/login', { replace: true });
      }}
      onDone={async () => {
        try {
          localStorage.setItem(CPF_COMPLETED_KEY(state.user.id), 'true');
        } catch {
          // The server's word is what counts; the flag only mirrors it.
        }
        await reload();
      }}
    />
  );
}

/** Admin-only pages (product-spec §2: /status). The API enforces the same on what they call. */
export function RequireAdmin() {
  const { state } = useAuth();
  const { t } = useI18n();
  if (state.status !== 'signed-in') return null;
  if (state.user.role === 'admin') return <Outlet />;
  return (
    <section className="page">
      <h1>{t('auth.guard.restrictedTitle')}</h1>
      <p>{t('auth.guard.restrictedBody')}</p>
    </section>
  );
}
