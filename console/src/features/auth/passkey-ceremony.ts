// The browser half of a passkey ceremony (@simplewebauthn/browser): its failures as messages in the
// person's language. "NotAllowedError" covers a cancel, a timeout and "no passkey here" alike.
import { WebAuthnError, browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { translate } from '../../i18n';

export const passkeysSupported = () => browserSupportsWebAuthn();

/** The message for a ceremony that did not finish; null when it was aborted on purpose (another one started). */
export function ceremonyFailure(err: unknown, kind: 'create' | 'get'): string | null {
  const name = err instanceof WebAuthnError ? (err.cause as Error | undefined)?.name ?? err.name : err instanceof Error ? err.name : '';
  const code = err instanceof WebAuthnError ? err.code : '';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') return null;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return translate('auth.passkey.alreadyRegistered');
  if (name === 'NotAllowedError') return kind === 'create' ? translate('auth.passkey.createCancelled') : translate('auth.passkey.signInCancelled');
  if (name === 'SecurityError') return translate('auth.passkey.insecureOrigin');
  return kind === 'create' ? translate('auth.passkey.createFailed') : translate('auth.passkey.signInFailed');
}
