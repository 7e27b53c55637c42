import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { featurePath } from '../../../config/features';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { authApi } from '../../../features/auth/api/auth-api';
import { useAuth } from '../../../features/auth/auth-context';
import { useSessionControl } from '../../../features/auth/auth-provider';
import { CompleteRegistrationModal } from '../../../features/auth/components/complete-registration-modal';
import { takeReturnTo } from '../../../features/auth/return-to';
import { translate, useI18n, type MessageKey } from '../../../i18n';

/** The spec sends a Google sign-in to /profile (until that page exists, the dashboard), unless a page sent the person to sign in (a gift link). */
const afterSignIn = (returnTo: string | null) => returnTo ?? featurePath('profile') ?? paths.dashboard.path;

const GOOGLE_ERRORS: Record<string, MessageKey> = {
  access_denied: 'auth.google.cancelled',
  google_failed: 'auth.google.failed',
  email_unverified: 'auth.google.emailUnverified',
};

/**
 * Where Google sign-in comes back (product-spec §2, §8): the server already set the refresh cookie;
 * this page turns it into a session, forces the completion modal on a first visit, then /profile.
 */
export default function AuthCallbackPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state, signOut } = useAuth();
  const { start, reload } = useSessionControl();
  const [needsCompletion, setNeedsCompletion] = useState(false);
  const ran = useRef(false);

  useEffect(() => {
    if (ran.current || state.status === 'loading') return;
    ran.current = true;
    const fail = (message: string) => {
      toast('error', message);
      navigate(paths.login.path, { replace: true });
    };
    const error = params.get('error');
    if (error) return fail(translate(GOOGLE_ERRORS[error] ?? 'auth.callback.error'));
    // The provider may already have restored the session from the cookie Google sign-in set.
    const session = state.status === 'signed-in' ? Promise.resolve(null) : authApi.refresh();
    session.then(
      (s) => {
        if (s) start(s);
        const user = s?.user ?? (state.status === 'signed-in' ? state.user : null);
        toast('success', translate('auth.signedIn'));
        if (user && !user.profileComplete) setNeedsCompletion(true);
        else navigate(afterSignIn(takeReturnTo()), { replace: true });
      },
      (err: unknown) => fail(translate(err instanceof ApiError && err.status === 401 ? 'auth.session.notFound' : 'auth.unexpectedError')),
    );
  }, [params, navigate, start, state]);

  if (needsCompletion && state.status === 'signed-in') {
    return (
      <CompleteRegistrationModal
        mode={{ kind: 'profile', isAdmin: state.user.role === 'admin' }}
        onCancel={async () => {
          await signOut().catch(() => undefined);
          navigate(paths.login.path, { replace: true });
        }}
        onDone={async () => {
          await reload();
          navigate(afterSignIn(takeReturnTo()), { replace: true });
        }}
      />
    );
  }
  return (
    <p className="page" role="status">
      {t('auth.callback.processing')}
    </p>
  );
}
