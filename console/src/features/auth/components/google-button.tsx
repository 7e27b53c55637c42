import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { keepReturnTo } from '../return-to';

/**
 * Starts Google sign-in on the server (passport-google-oauth20), which comes back to /auth/callback;
 * `returnTo`: the page the callback sends the person back to (a gift link).
 */
export function GoogleButton({ label, returnTo = null }: { label?: string; returnTo?: string | null }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        toast('info', t('auth.google.redirecting'));
        keepReturnTo(returnTo);
        window.location.assign('/api/auth/google');
      }}
    >
      {label ?? t('auth.google.continue')}
    </button>
  );
}
