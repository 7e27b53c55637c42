// Google vouched for the address (google.ts ran the OAuth flow through passport): an account with
// that e-mail signs in (and gets linked the first time); otherwise a Google account is created, whose
// profile the completion modal finishes.
import { randomUUID } from 'node:crypto';
import { userStream, type EventMetadata } from '@piboost/events';
import { handleCommand, loadStream, readStream } from '../../../platform/command';
import { foldAccount, type Account } from '../account';
import { accountDisabled, emailTaken, type IdentityContext } from '../context';
import { IdentityRefused } from '../decide';
import { decideGoogleLink, decideGoogleRegistration } from '../decide-account';
import type { IssuedSession, SessionIssuer, SignInClient, TwoFactorChallenge } from '../session-issue';
import type { reservations } from './reservations';
import type { StartSession } from './start-session';

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name?: string;
}

/** Google's display name when it has 3 characters, else the address's local part. */
const nameOf = (google: GoogleIdentity, email: string) =>
  google.name && google.name.trim().length >= 3 ? google.name.trim().slice(0, 120) : email.split('@')[0]!.padEnd(3, '_').slice(0, 120);

export function googleSignInCommand(ctx: IdentityContext, issuer: SessionIssuer, startSession: StartSession, reserve: ReturnType<typeof reservations>) {
  const { runtime } = ctx;

  /** A new Google account for an address nobody reserved; someone else's reservation meanwhile: theirs signs in, or EMAIL_TAKEN. */
  async function registerGoogle(google: GoogleIdentity, email: string, emailHash: string, meta: EventMetadata): Promise<Account> {
    const userId = randomUUID();
    const metadata = { ...meta, actorId: userId };
    if (!(await reserve.reserveNewEmail(userId, emailHash, metadata))) {
      const owner = await ctx.accountByEmail(emailHash);
      if (!owner) throw emailTaken();
      return owner;
    }
    const streamId = userStream(userId);
    const load = async () => {
      const version = (await readStream(runtime.store, streamId)).at(-1)?.streamVersion ?? 0n;
      return { state: { exists: version > 0n }, version };
    };
    const command = { userId, email, emailHash, name: nameOf(google, email), admin: ctx.admins.has(email), googleSubject: google.subject, now: ctx.now() };
    await handleCommand(runtime.events, streamId, load, (state) => ({ events: decideGoogleRegistration(state, command) }), { metadata });
    return (await ctx.loadAccount(userId))!;
  }

  return async function signInWithGoogle(google: GoogleIdentity, meta: EventMetadata, client: Omit<SignInClient, 'ip'> = {}): Promise<IssuedSession | TwoFactorChallenge> {
    if (!google.emailVerified) throw new IdentityRefused('forbidden', 'GOOGLE_EMAIL_UNVERIFIED', 'Email não confirmado. Verifique sua caixa de entrada.');
    const email = google.email.toLowerCase();
    const emailHash = ctx.emailHashOf(email);
    let account = await ctx.accountByEmail(emailHash);
    if (!account) account = await registerGoogle(google, email, emailHash, meta);
    else if (account.googleSubject === null) {
      const { userId } = account;
      const streamId = userStream(userId);
      await handleCommand(runtime.events, streamId, loadStream(runtime.store, streamId, foldAccount), (state) => ({ events: state ? decideGoogleLink(state, { googleSubject: google.subject }) : [] }), {
        metadata: { ...meta, actorId: userId },
      });
    }
    if (account.disabled) throw accountDisabled();
    const newDevice = await ctx.isNewDevice(await ctx.throttle.knownClient(client.deviceToken, account.userId), account.userId);
    const deviceToken = await ctx.throttle.succeeded(`${emailHash}|google`, account.userId, client.deviceToken);
    if (account.twoFactor) return { ...issuer.challenge(account, 'google', false, newDevice), deviceToken };
    return { ...(await startSession(account, email, 'google', false, meta, { userAgent: client.userAgent ?? null, newDevice })), deviceToken };
  };
}
