// A software passkey for API tests (issue 26): an ES256 key pair that answers WebAuthn registration
// (attestation "none") and authentication ceremonies the way a browser and a platform authenticator
// would - with user presence and verification - so the server's checks run on real signatures.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export interface SoftPasskey {
  credentialId: string;
  /** Answers creation options (PublicKeyCredentialCreationOptionsJSON) as startRegistration would. */
  register(options: { challenge: string; user: { id: string } }, origin: string, rpID: string): Record<string, unknown>;
  /** Answers request options as startAuthentication would; `userHandle` as kept at registration. */
  assert(options: { challenge: string }, origin: string, rpID: string): Record<string, unknown>;
}

export function softPasskey(flags = { userVerified: true }): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialBytes = randomBytes(32);
  const credentialId = b64url(credentialBytes);
  let counter = 0;
  let userHandle = '';
  const flagByte = (attested: boolean) => 0x01 | (flags.userVerified ? 0x04 : 0) | (attested ? 0x40 : 0);
  const clientData = (type: string, challenge: string, origin: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const signWith = (key: KeyObject, authData: Buffer, clientDataJSON: Buffer) => sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), key);

  return {
    credentialId,
    register(options, origin, rpID) {
      userHandle = options.user.id;
      const cose = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(credentialBytes.length);
      const authData = Buffer.concat([sha256(rpID), Buffer.from([flagByte(true)]), u32(counter), Buffer.alloc(16), idLength, credentialBytes, Buffer.from(cose)]);
      const attestationObject = isoCBOR.encode(new Map<string, string | Uint8Array | Map<string, string>>([['fmt', 'none'], ['attStmt', new Map<string, string>()], ['authData', authData]]));
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientData('webauthn.create', options.challenge, origin)), attestationObject: b64url(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert(options, origin, rpID) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpID), Buffer.from([flagByte(false)]), u32(counter)]);
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      return {
        id: credentialId,
        rawId: credentialId,
        type: 'public-key',
        response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authData), signature: b64url(signWith(privateKey, authData, clientDataJSON)), userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
