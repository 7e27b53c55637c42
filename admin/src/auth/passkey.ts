// A passkey as the staff's second factor (issue 26): the code step's alternative. The browser half
// is the WebAuthn API itself (the options and the answer travel as base64url JSON, as the server's
// @simplewebauthn/server reads them); the server checks the signature and spends the challenge.
import { translate } from '../i18n';

const toBytes = (b64url: string) => Uint8Array.from(atob(b64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(b64url.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
const toB64url = (buffer: ArrayBuffer | null) =>
  buffer ? btoa(String.fromCharCode(...new Uint8Array(buffer))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') : undefined;

interface RequestOptionsJSON {
  challenge: string;
  timeout?: number;
  rpId?: string;
  userVerification?: UserVerificationRequirement;
  allowCredentials?: { id: string; type: 'public-key'; transports?: AuthenticatorTransport[] }[];
}

export const passkeysSupported = () => typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** Asks the browser for one of the listed passkeys; the answer as JSON, or an Error with a message in the back office's language. */
export async function assertPasskey(options: RequestOptionsJSON): Promise<Record<string, unknown>> {
  let credential: PublicKeyCredential | null;
  try {
    credential = (await navigator.credentials.get({
      publicKey: {
        challenge: toBytes(options.challenge),
        timeout: options.timeout,
        rpId: options.rpId,
        userVerification: options.userVerification,
        allowCredentials: options.allowCredentials?.map((c) => ({ ...c, id: toBytes(c.id) })),
      },
    })) as PublicKeyCredential | null;
  } catch (err) {
    throw new Error(err instanceof Error && err.name === 'NotAllowedError' ? translate('auth.passkey.cancelled') : translate('auth.passkey.unavailable'));
  }
  if (!credential) throw new Error(translate('auth.passkey.unavailable'));
  const response = credential.response as AuthenticatorAssertionResponse;
  return {
    id: credential.id,
    rawId: toB64url(credential.rawId),
    type: 'public-key',
    response: {
      clientDataJSON: toB64url(response.clientDataJSON),
      authenticatorData: toB64url(response.authenticatorData),
      signature: toB64url(response.signature),
      userHandle: toB64url(response.userHandle),
    },
    clientExtensionResults: credential.getClientExtensionResults(),
    authenticatorAttachment: credential.authenticatorAttachment ?? undefined,
  };
}
