import { toast } from '../../../components/ui/toast';

/** Starts Google sign-in on the server (passport-google-oauth20), which comes back to /auth/callback. */
export function GoogleButton({ label = 'Continuar com Google' }: { label?: string }) {
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={() => {
        toast('info', 'Redirecionando para Google...');
        window.location.assign('/api/auth/google');
      }}
    >
      {label}
    </button>
  );
}
