import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';

/** Starts Google sign-in on the server (passport-google-oauth20), which comes back to /auth/callback. */
export function GoogleButton({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        toast('info', t('auth.google.redirecting'));
        window.location.assign('/api/auth/google');
      }}
    >
      {label ?? t('auth.google.continue')}
    </button>
  );
}
