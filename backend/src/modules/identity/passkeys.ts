// Passkeys (issue 26 item 2, WebAuthn with @simplewebauthn/server): the Segurança tab adds, lists,
// renames and removes them; the login page signs in with one (the button, or the browser's autofill);
// the code step of a password sign-in accepts one instead of the app's code (staff too).
//
// - A passkey sign-in counts as both factors: user verification (PIN, biometrics) is required.
// - Challenges are single-use and short-lived: a row per challenge, deleted as it is answered
//   (DELETE ... RETURNING), refused after PASSKEY_CHALLENGE_SECONDS. A replayed answer finds no row.
// - Credentials are events on the person's stream (PasskeyRegistered ...), credential id, public key
//   and name sealed with the person's key: the data copy lists them, erasure shreds them.
// - The authenticator keeps our user id as the user handle: a discoverable sign-in names its account.
import { randomUUID } from 'node:crypto';
import { PasskeyRegistered, PasskeyRemoved, PasskeyRenamed, PasskeyUsed, newEvent, type EventMetadata, type NewEvent } from '@piboost/events';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Principal } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';
import type { Account, Passkey } from './account';
import { identityCommands } from './commands';
import { accountDisabled } from './context';
import { IdentityRefused } from './decide';
import type { Identity } from './identity';
import { MSG } from './messages';
import type { IssuedSession } from './session-issue';

export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
export const MAX_PASSKEYS = 10;
const RP_NAME = 'π Boost';

type Purpose = 'registration' | 'sign-in' | 'second-factor';

/**
 * The relying party from PUBLIC_URL: its host is the RP ID and its origin the one expected. Browsers
 * refuse an IP address as RP ID, so a loopback PUBLIC_URL (development, the e2e server) is served as
 * "localhost" as well.
 */
export function relyingParty(publicUrl: string): { rpID: string; origins: string[] } {
  const url = new URL(publicUrl);
  const loopback = url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (!loopback) return { rpID: url.hostname, origins: [url.origin] };
  const local = new URL(url.origin);
  local.hostname = 'localhost';
  return { rpID: 'localhost', origins: [url.origin, local.origin] };
}

const refused = (code: string, message: string) => new IdentityRefused('invalid', code, message);
const challengeInvalid = () => refused('PASSKEY_CHALLENGE_INVALID', MSG.passkeyChallengeInvalid);

/** The challenge the browser signed, read from its client data (base64url JSON); null when unreadable. */
export function challengeOf(response: { response: { clientDataJSON: string } }): string | null {
  try {
    const data = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' && data.challenge.length > 0 && data.challenge.length <= 200 ? data.challenge : null;
  } catch {
    return null;
  }
}

/** Our user id as the 16 bytes the authenticator keeps, and back. */
const userHandleOf = (userId: string) => new Uint8Array(Buffer.from(userId.replace(/-/g, ''), 'hex'));
function userIdOfHandle(handle: string | undefined): string | null {
  if (!handle) return null;
  const hex = Buffer.from(handle, 'base64url').toString('hex');
  return /^[0-9a-f]{32}$/.test(hex) ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
}

export function passkeyChallenges(db: Runtime['db']) {
  // eslint-disable-next-line piboost/no-business-clock -- a ceremony's lifetime is wall-clock security, not business time
  const wallNow = () => new Date();
  return {
    async issue(challenge: string, purpose: Purpose, userId: string | null): Promise<void> {
      await db('identity_passkey_challenges').where('expires_at', '<', wallNow()).delete();
      await db('identity_passkey_challenges').insert({ challenge, purpose, user_id: userId, expires_at: new Date(wallNow().getTime() + PASSKEY_CHALLENGE_SECONDS * 1000) });
    },
    /** Spends the challenge: true once, for its purpose (and person), before it expires. */
    async consume(challenge: string, purpose: Purpose, userId: string | null): Promise<boolean> {
      const [row] = await db('identity_passkey_challenges').where({ challenge }).delete().returning<{ purpose: string; user_id: string | null; expires_at: Date }[]>(['purpose', 'user_id', 'expires_at']);
      return Boolean(row && row.purpose === purpose && row.user_id === userId && row.expires_at > wallNow());
    },
  };
}

export interface PasskeyView {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

export function passkeys(runtime: Runtime, id: Identity) {
  const { vault } = runtime;
  const { rpID, origins } = relyingParty(runtime.config.publicUrl);
  const challenges = passkeyChallenges(runtime.db);
  const commands = identityCommands(runtime);

  async function own(principal: Principal): Promise<Account> {
    const account = await id.loadAccount(principal.userId);
    if (!account) throw new IdentityRefused('unauthorized', 'SESSION_EXPIRED', MSG.sessionExpired);
    return account;
  }
  const open = async (sealed: string) => (await vault.decryptField(sealed)) ?? '';
  const withActor = (events: NewEvent[], meta: EventMetadata, userId: string) => events.map((e) => ({ ...e, metadata: { ...meta, actorId: userId } }));

  function findOwned(account: Account, passkeyId: string): Passkey {
    const found = account.passkeys.find((p) => p.passkeyId === passkeyId);
    if (!found) throw new IdentityRefused('not_found', 'PASSKEY_NOT_FOUND', MSG.passkeyNotFound);
    return found;
  }

  /** The passkey of `account` that signed `response`, checked against the spent challenge; its use as an event. */
  async function verifyAssertion(account: Account, response: AuthenticationResponseJSON, challenge: string): Promise<{ passkey: Passkey; used: NewEvent }> {
    let passkey: Passkey | undefined;
    for (const p of account.passkeys) if ((await open(p.credentialId)) === response.id) passkey = p;
    if (!passkey) throw refused('PASSKEY_UNKNOWN', MSG.passkeyUnknown);
    let verified = false;
    let counter = passkey.counter;
    try {
      const result = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpID,
        credential: { id: response.id, publicKey: new Uint8Array(Buffer.from(await open(passkey.publicKey), 'base64url')), counter: passkey.counter, transports: passkey.transports },
        requireUserVerification: true,
      });
      verified = result.verified;
      counter = result.authenticationInfo.newCounter;
    } catch {
      // A bad signature, origin or counter throws rather than answering verified: false.
      verified = false;
    }
    if (!verified) throw refused('PASSKEY_INVALID', MSG.passkeyInvalid);
    return { passkey, used: newEvent(PasskeyUsed, { userId: account.userId, passkeyId: passkey.passkeyId, counter }) };
  }

  async function authenticationOptions(purpose: 'sign-in' | 'second-factor', account: Account | null): Promise<Record<string, unknown> & { challenge: string }> {
    const allowCredentials = account ? await Promise.all(account.passkeys.map(async (p) => ({ id: await open(p.credentialId), transports: p.transports }))) : [];
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'required', allowCredentials, timeout: PASSKEY_CHALLENGE_SECONDS * 1000 });
    await challenges.issue(options.challenge, purpose, account?.userId ?? null);
    return options as unknown as Record<string, unknown> & { challenge: string };
  }

  return {
    relyingParty: { rpID, origins },

    async list(principal: Principal): Promise<{ success: true; data: PasskeyView[] }> {
      const account = await own(principal);
      const data = await Promise.all(
        account.passkeys.map(async (p) => ({ id: p.passkeyId, name: await open(p.name), createdAt: p.createdAt.toISOString(), lastUsedAt: p.lastUsedAt?.toISOString() ?? null })),
      );
      return { success: true, data };
    },

    /** The creation options for the browser; the challenge is kept for this person only. */
    async registrationOptions(principal: Principal) {
      const account = await own(principal);
      if (account.passkeys.length >= MAX_PASSKEYS) throw new IdentityRefused('conflict', 'PASSKEY_LIMIT', MSG.passkeyLimit(MAX_PASSKEYS));
      const [email, name, exclude] = await Promise.all([open(account.email), open(account.name), Promise.all(account.passkeys.map(async (p) => ({ id: await open(p.credentialId), transports: p.transports })))]);
      const options = await generateRegistrationOptions({
        rpName: RP_NAME,
        rpID,
        userName: email,
        userDisplayName: name || email,
        userID: userHandleOf(account.userId),
        attestationType: 'none',
        excludeCredentials: exclude,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
        timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      });
      await challenges.issue(options.challenge, 'registration', account.userId);
      return { success: true as const, data: options as unknown as Record<string, unknown> & { challenge: string } };
    },

    async register(principal: Principal, input: { response: RegistrationResponseJSON; name: string }, meta: EventMetadata) {
      const challenge = challengeOf(input.response);
      if (!challenge || !(await challenges.consume(challenge, 'registration', principal.userId))) throw challengeInvalid();
      const account = await own(principal);
      if (account.passkeys.length >= MAX_PASSKEYS) throw new IdentityRefused('conflict', 'PASSKEY_LIMIT', MSG.passkeyLimit(MAX_PASSKEYS));
      let info;
      try {
        const result = await verifyRegistrationResponse({ response: input.response, expectedChallenge: challenge, expectedOrigin: origins, expectedRPID: rpID, requireUserVerification: true });
        info = result.verified ? result.registrationInfo : null;
      } catch {
        info = null;
      }
      if (!info) throw refused('PASSKEY_INVALID', MSG.passkeyInvalid);
      const credentialId = info.credential.id;
      for (const p of account.passkeys) if ((await open(p.credentialId)) === credentialId) throw new IdentityRefused('conflict', 'PASSKEY_DUPLICATE', MSG.passkeyDuplicate);
      const name = input.name.trim();
      const registered = newEvent(PasskeyRegistered, {
        userId: account.userId,
        passkeyId: randomUUID(),
        credentialId,
        publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
        counter: info.credential.counter,
        transports: (info.credential.transports ?? []).slice(0, 10),
        deviceType: info.credentialDeviceType,
        backedUp: info.credentialBackedUp,
        name,
      });
      await commands.change(account, withActor([registered], meta, account.userId), meta);
      await id.notify(account.userId, { kind: 'passkey-added', name: await vault.encryptField(account.userId, name) });
      return { success: true as const, message: MSG.passkeyAdded };
    },

    async rename(principal: Principal, passkeyId: string, name: string, meta: EventMetadata) {
      const account = await own(principal);
      findOwned(account, passkeyId);
      await commands.change(account, withActor([newEvent(PasskeyRenamed, { userId: account.userId, passkeyId, name: name.trim() })], meta, account.userId), meta);
      return { success: true as const, message: MSG.passkeyRenamed };
    },

    async remove(principal: Principal, passkeyId: string, meta: EventMetadata) {
      const account = await own(principal);
      const passkey = findOwned(account, passkeyId);
      const name = await open(passkey.name);
      await commands.change(account, withActor([newEvent(PasskeyRemoved, { userId: account.userId, passkeyId, reason: 'owner' })], meta, account.userId), meta);
      await id.notify(account.userId, { kind: 'passkey-removed', name: await vault.encryptField(account.userId, name) });
      return { success: true as const, message: MSG.passkeyRemoved };
    },

    /** Options for a sign-in with any passkey of this site (the button or the browser's autofill). */
    async signInOptions() {
      return { success: true as const, data: await authenticationOptions('sign-in', null) };
    },

    /** A discoverable sign-in: the user handle names the account, its passkey's signature proves both factors. */
    async signIn(input: { response: AuthenticationResponseJSON; rememberMe: boolean }, meta: EventMetadata, client: { userAgent: string | null; deviceToken?: string }): Promise<IssuedSession> {
      const challenge = challengeOf(input.response);
      if (!challenge || !(await challenges.consume(challenge, 'sign-in', null))) throw challengeInvalid();
      const userId = userIdOfHandle(input.response.response.userHandle);
      const account = userId ? await id.loadAccount(userId) : null;
      if (!account || (await vault.isShredded(account.userId))) throw refused('PASSKEY_UNKNOWN', MSG.passkeyUnknown);
      const { used } = await verifyAssertion(account, input.response, challenge);
      if (account.disabled) throw accountDisabled();
      const email = await open(account.email);
      const newDevice = await id.isNewDevice(client.deviceToken, account.userId);
      return id.startSession(account, email, 'passkey', input.rememberMe, meta, { userAgent: client.userAgent, newDevice }, [used]);
    },

    /** The code step's alternative: options limited to the passkeys of the account the first factor named. */
    async secondFactorOptions(challengeToken: string | undefined) {
      const account = await id.challengedAccount(challengeToken);
      if (!account.passkeys.length) throw new IdentityRefused('conflict', 'PASSKEY_NONE', MSG.passkeyNone);
      return { success: true as const, data: await authenticationOptions('second-factor', account) };
    },

    /** The second step of a password (or Google) sign-in with one of the account's passkeys instead of a code. */
    async completeSecondFactor(challengeToken: string | undefined, response: AuthenticationResponseJSON, meta: EventMetadata, client: { userAgent: string | null }): Promise<IssuedSession> {
      const account = await id.challengedAccount(challengeToken);
      const challenge = challengeOf(response);
      if (!challenge || !(await challenges.consume(challenge, 'second-factor', account.userId))) throw challengeInvalid();
      const { used } = await verifyAssertion(account, response, challenge);
      const claims = id.signer.verify('two-factor', challengeToken!)!;
      const email = await open(account.email);
      return id.startSession(account, email, claims.method, claims.rememberMe, meta, { userAgent: client.userAgent, newDevice: claims.newDevice }, [used]);
    },
  };
}

export type Passkeys = ReturnType<typeof passkeys>;

/** At erasure (privacy): every passkey removed, appended with the sessions' end. */
export const passkeysErased = (account: Account): NewEvent[] => account.passkeys.map((p) => newEvent(PasskeyRemoved, { userId: account.userId, passkeyId: p.passkeyId, reason: 'account_erased' }));
