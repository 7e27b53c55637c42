// The browser half of a passkey ceremony (@simplewebauthn/browser): its failures as Portuguese
// messages. "NotAllowedError" covers a cancel, a timeout and "no passkey here" alike.
import { WebAuthnError, browserSupportsWebAuthn } from '@simplewebauthn/browser';

export const passkeysSupported = () => browserSupportsWebAuthn();

/** The message for a ceremony that did not finish; null when it was aborted on purpose (another one started). */
export function ceremonyFailure(err: unknown, kind: 'create' | 'get'): string | null {
  const name = err instanceof WebAuthnError ? (err.cause as Error | undefined)?.name ?? err.name : err instanceof Error ? err.name : '';
  const code = err instanceof WebAuthnError ? err.code : '';
  if (code === 'ERROR_CEREMONY_ABORTED' || name === 'AbortError') return null;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') return 'Este dispositivo já tem uma passkey da sua conta.';
  if (name === 'NotAllowedError') return kind === 'create' ? 'A criação da passkey foi cancelada ou o tempo acabou.' : 'O login com passkey foi cancelado ou o tempo acabou.';
  if (name === 'SecurityError') return 'Este endereço não permite passkeys.';
  return kind === 'create' ? 'Não foi possível criar a passkey neste dispositivo.' : 'Não foi possível usar a passkey neste dispositivo.';
}
