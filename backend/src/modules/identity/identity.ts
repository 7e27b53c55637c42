// The identity commands: sign-up with an e-mailed code, account creation, sign-in, sessions,
// password reset and profile completion. Each loads its stream(s), decides (decide.ts), and appends
// with the expected version; uniqueness of e-mail and CPF rides on reservation streams appended
// `no_stream`. Refusals are `IdentityRefused` domain errors; routes.ts turns them into HTTP answers.
// The mail of sign-up and password reset is sent by a job (mail-jobs.ts): the request answers after
// the same work whether or not the address has an account, so timing tells nothing.
import { randomInt, randomUUID } from 'node:crypto';
import {
  AccountRegistered,
  ConsentGiven,
  CpfRegistered,
  CpfReserved,
  EmailReserved,
  GoogleLinked,
  PasswordResetRequested,
  PlanSelected,
  ProfileCompleted,
  ProfileUpdated,
  RegistrationStarted,
  RoleChanged,
  SignedIn,
  SignInFailed,
  VerificationCodeIssued,
  WrongExpectedVersion,
  cpfReservationStream,
  emailReservationStream,
  isEvent,
  newEvent,
  registrationStream,
  userStream,
  type EventMetadata,
  type NewEvent,
} from '@piboost/events';
import { AUTH_RULES, LEGAL_REVISION_DATE, type PlanId } from '@piboost/events/business';
import { premiumAccess } from '@piboost/events/labels';
import type { Principal } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';
import { foldAccount, foldRegistration, readStream, type Account } from './account';
import { identityCommands, sessionGuardOf } from './commands';
import { decideLoginAttempt, decidePasswordReset, decideVerifyCode, IdentityRefused, rolesOf } from './decide';
import { loginPairs, loginThrottle } from './login-throttle';
import { IDENTITY_MAIL_QUEUE, sealAddress, type IdentityMailJob, type SecurityNotice } from './mail-jobs';
import { MSG } from './messages';
import { hashPassword, verifyPassword } from './password';
import { sessionStore } from './sessions';
import { secondFactorChecker } from './second-factor';
import { deviceLabel } from './device';
import { ACCESS_TOKEN_SECONDS, REGISTRATION_TOKEN_SECONDS, TWO_FACTOR_CHALLENGE_SECONDS, randomToken, tokenSigner, type AccessClaims } from './tokens';

export const CODE_TTL_SECONDS = 10 * 60;
const NIL_USER = '00000000-0000-0000-0000-000000000000';
export const RESET_TTL_SECONDS = 60 * 60;
/** A CPF reservation whose account never appeared is released after this long (crash mid sign-up). */
const ABANDONED_RESERVATION_MS = 60 * 60 * 1000;
/** Per e-mail, whether or not it has an account, so the answer never tells which. */
const CODE_MAILS_PER_EMAIL = { points: 5, windowSeconds: 3600 };
const RESETS_PER_EMAIL = { points: 3, windowSeconds: 3600 };
/** CPF checks per verified sign-up (its e-mail) or per signed-in user, whatever the token's spelling. */
const CPF_CHECKS = { points: 10, windowSeconds: 60 };
/** CPF checks per client address a day, on top of the route's 30 an hour (docs/decisions.md, issue 20). */
export const CPF_CHECKS_PER_ADDRESS_DAY = { points: 100, windowSeconds: 24 * 3600 };
export const cpfChecksOfAddress = (ip: string) => `identity:cpf-check:ip:${ip}`;

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Account['role'];
  premium: boolean;
  premiumUntil: string | null;
  /** How the person has Premium now, apart from the plan they chose (which says nothing about paying). */
  premiumAccess: 'subscription' | 'trial' | null;
  selectedPlan: PlanId | 'admin' | null;
  avatarUrl: string | null;
  profileComplete: boolean;
  twoFactorEnabled: boolean;
  /** A staff account without two-factor: its tokens carry no staff role until it enrols. */
  twoFactorRequired: boolean;
}

export interface IssuedSession {
  body: { success: true; message: string; access_token: string; token_type: 'bearer'; expires_in: number; expires_at: string; user: SessionUser };
  refreshToken: string;
  /** Null: the cookie lives as long as the browser session. */
  cookieExpiresAt: Date | null;
  /** A password sign-in: the browser's device cookie (login-throttle.ts). */
  deviceToken?: string;
}

/** The first factor passed; the session opens once a code from the authenticator app (or a recovery code) follows. */
export interface TwoFactorChallenge {
  body: { success: true; message: string; two_factor_required: true; challenge_token: string; expires_in: number };
  challengeToken: string;
  deviceToken?: string;
}

export const isChallenge = (outcome: IssuedSession | TwoFactorChallenge): outcome is TwoFactorChallenge => 'challengeToken' in outcome;

/** Who is signing in: the address and the browser's device cookie, if any. */
export interface SignInClient {
  ip: string;
  deviceToken?: string;
  userAgent?: string;
}

/** The browser a session opens in: its user agent for the sessions list, and whether the account knew it (the new-device mail). */
export interface SessionDevice {
  userAgent: string | null;
  newDevice: boolean;
}

function throttled(resetSeconds: number, message: string): IdentityRefused {
  return new IdentityRefused('throttled', 'RATE_LIMITED', message, { retryAfterSeconds: resetSeconds });
}

/** `now` is the module's clock (milliseconds), injectable so tests can cross code and link expiries. */
export function identity(runtime: Runtime, now: () => number = Date.now) {
  const { store, events, keyedHash, vault, config, mailer, rateLimitStore } = runtime;
  const signer = tokenSigner(config.secrets.authSecret);
  const sessions = sessionStore(runtime.db, config.secrets.authSecret);
  const commands = identityCommands(runtime);
  const guard = sessionGuardOf(runtime);
  const throttle = loginThrottle(runtime.db, now);
  const secondFactor = secondFactorChecker(runtime, sessions, now);
  const admins = new Set(config.ADMIN_EMAILS.map((e) => e.toLowerCase()));
  // Unknown e-mails still pay for one argon2 verification, so sign-in timing does not tell them apart.
  let timingHash: Promise<string> | undefined;
  const dummyHash = () => (timingHash ??= hashPassword(randomToken()));

  const emailHashOf = (email: string) => keyedHash(email);
  const codeHashOf = (emailHash: string, code: string) => keyedHash(`verification-code:${emailHash}:${code}`);

  async function loadAccount(userId: string): Promise<Account | null> {
    return foldAccount(await readStream(store, userStream(userId)));
  }

  /**
   * The account owning an e-mail, if one was registered (a reservation alone is not an account). The
   * last reservation counts: an erased owner (key shredded, LGPD) no longer holds the address. Two
   * reads for every address: an unknown one reads the nil user's stream, which is always empty.
   */
  async function accountByEmail(emailHash: string): Promise<Account | null> {
    const reservation = (await readStream(store, emailReservationStream(emailHash))).reverse().find((e) => isEvent(e, EmailReserved));
    const account = await loadAccount(reservation && isEvent(reservation, EmailReserved) ? reservation.data.userId : NIL_USER);
    return account && !(await vault.isShredded(account.userId)) ? account : null;
  }

  /**
   * The stored password hash, opened; for an address without one, the same key lookup (of a subject
   * that has none) and null - so both answer after one query for a key not cached.
   */
  async function storedPasswordHash(account: Account | null): Promise<string | null> {
    if (account?.passwordHash) return vault.decryptField(account.passwordHash);
    await vault.isShredded(`timing-${randomUUID()}`);
    return null;
  }

  async function consumeOrThrow(key: string, rule: { points: number; windowSeconds: number }, message: (seconds: number) => string) {
    const limit = await rateLimitStore.consume(key, rule);
    if (!limit.allowed) throw throttled(limit.resetSeconds, message(limit.resetSeconds));
  }

  const sessionExpired = (code: string) => new IdentityRefused('unauthorized', code, MSG.sessionExpired);
  const accountDisabled = () => new IdentityRefused('forbidden', 'ACCOUNT_DISABLED', MSG.accountDisabled);
  const emailTaken = () => new IdentityRefused('conflict', 'EMAIL_TAKEN', MSG.emailTaken);
  const planRequired = () => new IdentityRefused('invalid', 'VALIDATION_FAILED', MSG.planRequired, { field: 'selectedPlan' });
  const genericThrottle = (s: number) => `Muitas requisições. Tente novamente em ${s} ${s === 1 ? 'segundo' : 'segundos'}.`;

  async function premiumOf(userId: string): Promise<{ premium: boolean; premiumUntil: string | null; premiumAccess: SessionUser['premiumAccess']; avatarUrl: string | null }> {
    const row = await runtime.db('users').where({ id: userId }).first<{ premium_until: Date | null; trial_ends_at: Date | null; avatar_url: string | null } | undefined>('premium_until', 'trial_ends_at', 'avatar_url');
    const access = premiumAccess(row?.premium_until ?? null, row?.trial_ends_at ?? null, new Date(now()));
    const avatarUrl = row?.avatar_url ? await vault.decryptField(row.avatar_url) : null;
    return { premium: access !== null, premiumUntil: access?.until.toISOString() ?? null, premiumAccess: access?.kind ?? null, avatarUrl };
  }

  async function sessionUser(account: Account): Promise<SessionUser> {
    const [email, name, extra] = await Promise.all([vault.decryptField(account.email), vault.decryptField(account.name), premiumOf(account.userId)]);
    return {
      id: account.userId,
      name: name ?? '',
      email: email ?? '',
      role: account.role,
      premium: extra.premium,
      premiumUntil: extra.premiumUntil,
      premiumAccess: extra.premiumAccess,
      selectedPlan: account.role === 'admin' ? 'admin' : account.plan,
      avatarUrl: extra.avatarUrl,
      profileComplete: account.profileComplete,
      twoFactorEnabled: account.twoFactor !== null,
      twoFactorRequired: account.role !== 'user' && account.twoFactor === null,
    };
  }

  async function issue(account: Account, sessionId: string, refreshToken: string, cookieExpiresAt: Date | null): Promise<IssuedSession> {
    const user = await sessionUser(account);
    const exp = Math.floor(now() / 1000) + ACCESS_TOKEN_SECONDS;
    const claims: AccessClaims = { sub: account.userId, sid: sessionId, roles: rolesOf(account), premium: user.premium, profileComplete: account.profileComplete, exp };
    return {
      body: {
        success: true,
        message: MSG.signedIn,
        access_token: signer.sign('access', claims),
        token_type: 'bearer',
        expires_in: ACCESS_TOKEN_SECONDS,
        expires_at: new Date(exp * 1000).toISOString(),
        user,
      },
      refreshToken,
      cookieExpiresAt,
    };
  }

  async function enqueueMail(job: IdentityMailJob) {
    // Completed at once: the job holds a sealed address, and nothing replays it. The job id doubles
    // as the mail's idempotency key (security notices), so a retried job never mails twice.
    await runtime.jobs.queue(IDENTITY_MAIL_QUEUE).add(job.kind, job, { removeOnComplete: true, jobId: randomUUID() });
  }

  const notify = (userId: string, notice: SecurityNotice) => enqueueMail({ kind: 'security-notice', userId, notice, at: new Date(now()).toISOString() });

  function challenge(account: Account, method: 'password' | 'google', rememberMe: boolean, newDevice: boolean): TwoFactorChallenge {
    const challengeToken = signer.sign('two-factor', { sub: account.userId, method, rememberMe, newDevice, exp: Math.floor(now() / 1000) + TWO_FACTOR_CHALLENGE_SECONDS });
    return { challengeToken, body: { success: true, message: MSG.twoFactorAsk, two_factor_required: true, challenge_token: challengeToken, expires_in: TWO_FACTOR_CHALLENGE_SECONDS } };
  }

  /** Whether this browser is new to an account that has signed in before (the first sign-in ever is not "new"). */
  async function isNewDevice(knownClientHash: string | null, userId: string): Promise<boolean> {
    return !knownClientHash && (await throttle.hasKnownClients(userId));
  }

  async function reserveCpf(userId: string, cpfHash: string, metadata: EventMetadata): Promise<void> {
    const streamId = cpfReservationStream(cpfHash);
    try {
      await events.append(streamId, [newEvent(CpfReserved, { userId, cpfHash }, metadata)], { expected: 'no_stream' });
      return;
    } catch (err) {
      if (!(err instanceof WrongExpectedVersion)) throw err;
    }
    const reservations = await readStream(store, streamId);
    const last = reservations.at(-1)!;
    const owner = isEvent(last, CpfReserved) ? last.data.userId : null;
    if (owner === userId) return;
    // A reservation can outlive its purpose: its owner registered with another CPF after a lost
    // race, or a sign-up crashed between the reservation and the account.
    const ownerAccount = owner ? await loadAccount(owner) : null;
    // An erased owner (key shredded, LGPD) no longer holds the CPF: it may register again as a new person.
    const abandoned = ownerAccount
      ? (ownerAccount.cpfHash !== null && ownerAccount.cpfHash !== cpfHash) || (await vault.isShredded(ownerAccount.userId))
      : now() - last.recordedAt.getTime() > ABANDONED_RESERVATION_MS;
    if (!abandoned) throw new IdentityRefused('conflict', 'CPF_TAKEN', MSG.cpfTaken);
    try {
      await events.append(streamId, [newEvent(CpfReserved, { userId, cpfHash }, metadata)], { expected: last.streamVersion });
    } catch (err) {
      if (err instanceof WrongExpectedVersion) throw new IdentityRefused('conflict', 'CPF_TAKEN', MSG.cpfTaken);
      throw err;
    }
  }

  /** Whether the CPF is free for `userId` (its own counts as free). */
  async function cpfOwner(cpfHash: string): Promise<string | null> {
    const last = (await readStream(store, cpfReservationStream(cpfHash))).at(-1);
    if (!last || !isEvent(last, CpfReserved)) return null;
    const account = await loadAccount(last.data.userId);
    if (account && account.cpfHash !== cpfHash && account.cpfHash !== null) return null;
    if (account && (await vault.isShredded(account.userId))) return null;
    return last.data.userId;
  }

  function profileEvents(account: Pick<Account, 'userId' | 'consents' | 'role' | 'plan' | 'cpfHash'>, input: { cpf: string; cpfHash: string; plan?: PlanId }, metadata: EventMetadata): NewEvent[] {
    const { userId } = account;
    const list: NewEvent[] = [];
    if (account.cpfHash === null) list.push(newEvent(CpfRegistered, { userId, cpf: input.cpf, cpfHash: input.cpfHash }, metadata));
    for (const purpose of ['lgpd_data_processing', 'terms_of_use'] as const) {
      if (!account.consents.has(purpose)) list.push(newEvent(ConsentGiven, { userId, purpose, textVersion: LEGAL_REVISION_DATE, channel: 'registration' }, metadata));
    }
    if (account.role !== 'admin' && input.plan && input.plan !== account.plan) list.push(newEvent(PlanSelected, { userId, plan: input.plan }, metadata));
    list.push(newEvent(ProfileCompleted, { userId }, metadata));
    return list;
  }

  return {
    signer,
    sessions,

    /**
     * Starts (or restarts) a sign-up. The answer comes after the same work for every address (read
     * the sign-up, count the request, queue the job); the job mails a code, or a notice to an address
     * that already has an account (mail-jobs.ts).
     */
    async sendVerificationCode(email: string, meta: EventMetadata, resend: boolean): Promise<{ success: true; message: string }> {
      const emailHash = emailHashOf(email);
      const registration = foldRegistration(await readStream(store, registrationStream(emailHash)));
      if (resend && registration?.issuedAt && registration.codeHash) {
        const wait = Math.ceil((registration.issuedAt.getTime() + AUTH_RULES.resendCountdownSeconds * 1000 - now()) / 1000);
        if (wait > 0) throw throttled(wait, MSG.resendTooSoon(wait));
      }
      await consumeOrThrow(`identity:code-mail:${emailHash}`, CODE_MAILS_PER_EMAIL, genericThrottle);
      await enqueueMail({ kind: 'sign-up-code', email: await sealAddress(runtime, email), meta });
      return { success: true, message: resend ? MSG.codeResent : MSG.codeSent };
    },

    /**
     * The job's half of sendVerificationCode: a code for a new address, a notice for a registered one.
     * `mailId` is the job's: its retries are attempts on one mail, the newest code in it.
     */
    async issueSignUpCode(email: string, meta: EventMetadata, mailId?: string): Promise<void> {
      const emailHash = emailHashOf(email);
      const existing = await accountByEmail(emailHash);
      if (existing) {
        await mailer.send({
          id: mailId,
          to: email,
          subjectId: existing.userId,
            tag: 'account-exists',
          subject: 'Você já tem uma conta no π Boost',
          text: `Olá!\n\nAlguém pediu um código de cadastro para este email, mas ele já tem uma conta no π Boost.\nPara entrar, acesse ${config.publicUrl}/login. Esqueceu a senha? ${config.publicUrl}/forgot-password\n\nSe não foi você, ignore este email.\n\nEquipe π Boost`,
        });
        return;
      }
      const streamId = registrationStream(emailHash);
      const previous = foldRegistration(await readStream(store, streamId));
      // A sign-up whose person was erased is over: the address starts a new one, as a new person.
      const registration = previous && (await vault.isShredded(previous.userId)) ? null : previous;
      const code = String(randomInt(0, 1_000_000)).padStart(AUTH_RULES.verificationCodeDigits, '0');
      const userId = registration?.userId ?? randomUUID();
      const issued = newEvent(
        VerificationCodeIssued,
        { userId, emailHash, codeHash: codeHashOf(emailHash, code), expiresAt: new Date(now() + CODE_TTL_SECONDS * 1000).toISOString(), sendCount: (registration?.sendCount ?? 0) + 1 },
        meta,
        randomUUID(),
      );
      const batch = registration ? [issued] : [newEvent(RegistrationStarted, { userId, email, emailHash }, meta), issued];
      await events.append(streamId, batch, { expected: previous ? previous.version : 'no_stream', subjectId: userId });
      await mailer.send({
        id: mailId ?? issued.eventId,
        to: email,
        subjectId: userId,
        secrets: [code],
        tag: 'verification-code',
        subject: `Seu código de verificação π Boost: ${code}`,
        text: `Olá!\n\nSeu código de verificação é ${code}.\nEle vale por ${CODE_TTL_SECONDS / 60} minutos. Se você não pediu este código, ignore este email.\n\nEquipe π Boost`,
      });
    },

    async verifyCode(email: string, code: string, meta: EventMetadata): Promise<{ success: true; message: string; registrationToken: string }> {
      const emailHash = emailHashOf(email);
      const streamId = registrationStream(emailHash);
      const r = foldRegistration(await readStream(store, streamId));
      const decision = decideVerifyCode(r, { emailHash, codeHash: codeHashOf(emailHash, code), now: new Date(now()) });
      if (decision.events.length) await events.append(streamId, decision.events.map((e) => ({ ...e, metadata: meta })), { expected: r!.version });
      if (decision.refusal) throw decision.refusal;
      const registrationToken = signer.sign('registration', { emailHash, exp: Math.floor(now() / 1000) + REGISTRATION_TOKEN_SECONDS });
      return { success: true, message: MSG.emailVerified, registrationToken };
    },

    /** Only inside a verified sign-up (registration token) or for a signed-in user: no CPF enumeration. */
    async checkCpf(cpf: string, registrationToken: string | undefined, principal: Principal | null, ip: string): Promise<{ success: true; available: boolean; registered: boolean; message: string }> {
      const registration = principal || !registrationToken ? null : signer.verify('registration', registrationToken);
      if (!principal && !registration) throw new IdentityRefused('unauthorized', 'REGISTRATION_REQUIRED', MSG.emailNotVerified);
      // Keyed on what the token proves (the verified e-mail), not on its spelling; the route adds a per-IP limit.
      await consumeOrThrow(principal ? `identity:cpf-check:user:${principal.userId}` : `identity:cpf-check:registration:${registration!.emailHash}`, CPF_CHECKS, genericThrottle);
      await consumeOrThrow(cpfChecksOfAddress(ip), CPF_CHECKS_PER_ADDRESS_DAY, (s) => MSG.cpfChecksToday(Math.ceil(s / 3600)));
      const owner = await cpfOwner(keyedHash(cpf));
      if (owner && principal && owner === principal.userId) return { success: true, available: true, registered: true, message: MSG.cpfOwn };
      if (owner) return { success: true, available: false, registered: false, message: MSG.cpfTaken };
      return { success: true, available: true, registered: false, message: MSG.cpfAvailable };
    },

    async register(
      input: { registrationToken: string; name: string; email: string; cpf: string; password: string; selectedPlan?: PlanId },
      meta: EventMetadata,
    ): Promise<{ success: true; message: string }> {
      const emailHash = emailHashOf(input.email);
      const claims = signer.verify('registration', input.registrationToken);
      const notVerified = () => new IdentityRefused('forbidden', 'EMAIL_NOT_VERIFIED', MSG.emailNotVerified);
      if (!claims || claims.emailHash !== emailHash) throw notVerified();
      const registration = foldRegistration(await readStream(store, registrationStream(emailHash)));
      if (!registration?.verifiedAt) throw notVerified();
      const admin = admins.has(input.email);
      if (!admin && !input.selectedPlan) throw planRequired();
      const { userId } = registration;
      const metadata = { ...meta, actorId: userId };

      try {
        await events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash }, metadata)], { expected: 'no_stream' });
      } catch (err) {
        if (!(err instanceof WrongExpectedVersion)) throw err;
        // The same sign-up retrying (say, after picking another CPF) owns the reservation already;
        // an erased owner's reservation passes to the new person.
        const reservations = await readStream(store, emailReservationStream(emailHash));
        const owner = [...reservations].reverse().find((e) => isEvent(e, EmailReserved));
        if (!owner || !isEvent(owner, EmailReserved)) throw emailTaken();
        if (owner.data.userId !== userId && (await vault.isShredded(owner.data.userId))) {
          await events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash }, metadata)], { expected: reservations.at(-1)!.streamVersion }).catch((err: unknown) => {
            throw err instanceof WrongExpectedVersion ? emailTaken() : err;
          });
        } else if (owner.data.userId !== userId || (await loadAccount(userId))) throw emailTaken();
      }
      const cpfHash = keyedHash(input.cpf);
      await reserveCpf(userId, cpfHash, metadata);
      const passwordHash = await hashPassword(input.password);
      const account = { userId, consents: new Set<never>(), role: admin ? ('admin' as const) : ('user' as const), plan: null, cpfHash: null };
      try {
        await events.append(
          userStream(userId),
          [
            newEvent(AccountRegistered, { userId, email: input.email, emailHash, name: input.name, role: account.role, provider: 'password', passwordHash, emailVerifiedAt: registration.verifiedAt.toISOString() }, metadata),
            ...profileEvents(account, { cpf: input.cpf, cpfHash, plan: input.selectedPlan }, metadata),
          ],
          { expected: 'no_stream' },
        );
      } catch (err) {
        if (err instanceof WrongExpectedVersion) throw emailTaken();
        throw err;
      }
      return { success: true, message: MSG.accountCreated };
    },

    /** Progressive delays per (account, client) pair; only wrong passwords count (login-throttle.ts). */
    async signIn(input: { email: string; password: string; rememberMe: boolean }, meta: EventMetadata, client: SignInClient): Promise<IssuedSession | TwoFactorChallenge> {
      const emailHash = emailHashOf(input.email);
      const account = await accountByEmail(emailHash);
      const knownClientHash = await throttle.knownClient(client.deviceToken, account?.userId);
      const pairs = loginPairs(emailHash, { ip: client.ip, knownClientHash });
      decideLoginAttempt(await throttle.pairs(pairs), new Date(now()));
      const storedHash = await storedPasswordHash(account);
      const valid = await verifyPassword(storedHash ?? (await dummyHash()), input.password);
      if (!account || !storedHash || !valid) {
        await throttle.recordFailure(pairs);
        // The same job for every address: it records the failure on the account, if there is one.
        await enqueueMail({ kind: 'sign-in-failed', emailHash, meta });
        throw new IdentityRefused('unauthorized', 'INVALID_CREDENTIALS', MSG.badCredentials);
      }
      if (account.disabled) throw accountDisabled();
      const newDevice = await isNewDevice(knownClientHash, account.userId);
      const deviceToken = await throttle.succeeded(pairs[0]!.key, account.userId, client.deviceToken);
      if (account.twoFactor) return { ...challenge(account, 'password', input.rememberMe, newDevice), deviceToken };
      return { ...(await this.startSession(account, input.email, 'password', input.rememberMe, meta, { userAgent: client.userAgent ?? null, newDevice })), deviceToken };
    },

    /** The second step of a sign-in: the challenge from the first factor and a code (TOTP or recovery). */
    async completeTwoFactor(challengeToken: string | undefined, code: string, meta: EventMetadata, client: { ip: string; userAgent: string | null }): Promise<IssuedSession> {
      const claims = challengeToken ? signer.verify('two-factor', challengeToken) : null;
      if (!claims) throw new IdentityRefused('unauthorized', 'TWO_FACTOR_CHALLENGE_INVALID', MSG.twoFactorChallengeExpired);
      const account = await loadAccount(claims.sub);
      if (!account) throw new IdentityRefused('unauthorized', 'TWO_FACTOR_CHALLENGE_INVALID', MSG.twoFactorChallengeExpired);
      if (account.disabled) throw accountDisabled();
      // Turned off meanwhile (another session): the first factor alone now suffices.
      const factor = account.twoFactor ? await secondFactor.check(account, code, { ip: client.ip }) : null;
      if (factor?.kind === 'recovery') {
        try {
          await events.append(userStream(account.userId), factor.events.map((e) => ({ ...e, metadata: { ...meta, actorId: account.userId } })), { expected: account.version });
        } catch (err) {
          // The same code spent at the same moment elsewhere: only one use counts.
          if (err instanceof WrongExpectedVersion) throw new IdentityRefused('invalid', 'TWO_FACTOR_INVALID', MSG.twoFactorInvalid, { field: 'code' });
          throw err;
        }
        const remaining = account.twoFactor!.recoveryCodeHashes.length - 1;
        await notify(account.userId, { kind: 'recovery-code-used', remaining });
      }
      const email = (await vault.decryptField(account.email)) ?? '';
      return this.startSession(account, email, claims.method, claims.rememberMe, meta, { userAgent: client.userAgent, newDevice: claims.newDevice });
    },

    /** After any successful sign-in: ADMIN_EMAILS promotion, SignedIn, a new token family. */
    async startSession(found: Account, email: string, method: 'password' | 'google', rememberMe: boolean, meta: EventMetadata, device: SessionDevice): Promise<IssuedSession> {
      let account = found;
      const { userId } = account;
      const sessionId = randomUUID();
      const metadata = { ...meta, actorId: userId };
      const batch: NewEvent[] = [];
      if (admins.has(email) && account.role !== 'admin') batch.push(newEvent(RoleChanged, { userId, from: account.role, to: 'admin', staffId: null }, metadata));
      batch.push(newEvent(SignedIn, { userId, sessionId, method, rememberMe }, metadata));
      await events.append(userStream(userId), batch);
      if (batch.length > 1) {
        account = (await loadAccount(userId))!;
        await commands.invalidate(userId);
      }
      const { refreshToken, expiresAt } = await sessions.open(sessionId, userId, rememberMe, device.userAgent);
      if (device.newDevice) await notify(userId, { kind: 'new-device', device: deviceLabel(device.userAgent) });
      return issue(account, sessionId, refreshToken, rememberMe ? expiresAt : null);
    },

    async refresh(refreshToken: string | undefined, meta: EventMetadata): Promise<IssuedSession> {
      if (!refreshToken) throw new IdentityRefused('unauthorized', 'SESSION_MISSING', MSG.sessionMissing);
      const result = await sessions.rotate(refreshToken);
      if (result.kind === 'invalid') throw sessionExpired('SESSION_EXPIRED');
      const { session } = result;
      if (result.kind === 'reused') {
        // A spent token came back: it was copied. The family ends, and its access tokens with it.
        await commands.endSession(session, 'refresh_token_reuse', meta);
        throw sessionExpired('SESSION_REVOKED');
      }
      const account = await loadAccount(session.user_id);
      if (!account || account.disabled) {
        await commands.endSession(session, 'account_disabled', meta);
        throw sessionExpired('SESSION_EXPIRED');
      }
      return issue(account, session.id, result.refreshToken, session.remember_me ? session.expires_at : null);
    },

    /** Ends the session of the refresh cookie and the one the bearer token belongs to (a client holding only the bearer). */
    async signOut(refreshToken: string | undefined, principal: Principal | null, meta: EventMetadata): Promise<{ success: true; message: string }> {
      const cookieSession = refreshToken ? await sessions.sessionOf(refreshToken) : null;
      const bearerSession = principal?.sessionId ? { id: principal.sessionId, user_id: principal.userId } : null;
      for (const session of [cookieSession, bearerSession]) {
        if (session) await commands.endSession(session, 'logout', { ...meta, actorId: session.user_id });
      }
      return { success: true, message: MSG.signedOut };
    },

    async me(principal: Principal): Promise<{ success: true; user: SessionUser }> {
      const account = await loadAccount(principal.userId);
      if (!account) throw sessionExpired('SESSION_EXPIRED');
      return { success: true, user: await sessionUser(account) };
    },

    /** Same answer after the same work whether or not the e-mail has an account: the job decides (mail-jobs.ts). */
    async requestPasswordReset(email: string, meta: EventMetadata): Promise<{ success: true; message: string }> {
      const emailHash = emailHashOf(email);
      const limit = await rateLimitStore.consume(`identity:reset:${emailHash}`, RESETS_PER_EMAIL);
      if (limit.allowed) await enqueueMail({ kind: 'password-reset', emailHash, meta });
      return { success: true, message: MSG.resetRequested };
    },

    /** The job's half of a wrong password: SignInFailed on the account, if the address has one. */
    async recordSignInFailure(emailHash: string, meta: EventMetadata): Promise<void> {
      // At the version read, read again after a race: parallel jobs would otherwise both count one.
      for (let attempt = 1; ; attempt++) {
        const account = await accountByEmail(emailHash);
        if (!account) return;
        try {
          const failed = newEvent(SignInFailed, { userId: account.userId, reason: 'wrong_password', failedAttempts: account.failedSignIns + 1 }, { ...meta, actorId: account.userId });
          await events.append(userStream(account.userId), [failed], { expected: account.version });
          return;
        } catch (err) {
          if (!(err instanceof WrongExpectedVersion) || attempt === 5) throw err;
        }
      }
    },

    /** The job's half of requestPasswordReset: a one-time link to an enabled account's address; `mailId` as for issueSignUpCode. */
    async issuePasswordReset(emailHash: string, meta: EventMetadata, mailId?: string): Promise<void> {
      const account = await accountByEmail(emailHash);
      if (!account || account.disabled) return;
      const email = await vault.decryptField(account.email);
      if (!email) return;
      const secret = randomToken();
      const requested = newEvent(
        PasswordResetRequested,
        { userId: account.userId, tokenHash: keyedHash(`password-reset:${secret}`), expiresAt: new Date(now() + RESET_TTL_SECONDS * 1000).toISOString() },
        { ...meta, actorId: account.userId },
        randomUUID(),
      );
      await events.append(userStream(account.userId), [requested]);
      const link = `${config.publicUrl}/reset-password?token=${account.userId}.${secret}`;
      await mailer.send({
        id: mailId ?? requested.eventId,
        to: email,
        subjectId: account.userId,
        secrets: [secret],
        tag: 'password-reset',
        subject: 'Redefinição de senha π Boost',
        text: `Olá!\n\nRecebemos um pedido para redefinir a senha da sua conta.\nUse este link em até ${RESET_TTL_SECONDS / 60} minutos (ele só funciona uma vez):\n${link}\n\nSe você não pediu, ignore este email: sua senha continua a mesma.\n\nEquipe π Boost`,
      });
    },

    async resetPassword(token: string, password: string, meta: EventMetadata): Promise<{ success: true; message: string }> {
      const [userId, secret] = token.split('.');
      const invalid = () => new IdentityRefused('invalid', 'RESET_TOKEN_INVALID', MSG.resetInvalid);
      if (!userId || !secret || !/^[0-9a-f-]{36}$/.test(userId)) throw invalid();
      const account = await loadAccount(userId);
      const complete = decidePasswordReset(account, { secretHash: keyedHash(`password-reset:${secret}`), now: new Date(now()) });
      const events = complete(await hashPassword(password));
      try {
        // The new password and the end of every open session, in one append at the version decided on.
        await commands.endSessions(account!, 'password_reset', events, { ...meta, actorId: userId });
      } catch (err) {
        if (err instanceof IdentityRefused && err.code === 'CONCURRENT_CHANGE') throw invalid();
        throw err;
      }
      return { success: true, message: MSG.resetDone };
    },

    /** The forced completion modal (Google sign-ups, or anyone missing CPF or consents). */
    async completeProfile(principal: Principal, input: { name?: string; cpf: string; selectedPlan?: PlanId }, meta: EventMetadata): Promise<{ success: true; message: string }> {
      const account = await loadAccount(principal.userId);
      if (!account) throw sessionExpired('SESSION_EXPIRED');
      if (account.role !== 'admin' && !input.selectedPlan && !account.plan) throw planRequired();
      const cpfHash = keyedHash(input.cpf);
      if (account.cpfHash !== null && account.cpfHash !== cpfHash) throw new IdentityRefused('conflict', 'CPF_MISMATCH', MSG.cpfTakenOrInvalid);
      const metadata = { ...meta, actorId: account.userId };
      if (account.cpfHash === null) {
        try {
          await reserveCpf(account.userId, cpfHash, metadata);
        } catch (err) {
          if (err instanceof IdentityRefused && err.code === 'CPF_TAKEN') throw new IdentityRefused('conflict', 'CPF_TAKEN', MSG.cpfTakenOrInvalid);
          throw err;
        }
      }
      const list = profileEvents(account, { cpf: input.cpf, cpfHash, plan: input.selectedPlan }, metadata);
      if (input.name) list.unshift(newEvent(ProfileUpdated, { userId: account.userId, name: input.name }, metadata));
      if (!account.profileComplete || list.length > 1) await events.append(userStream(account.userId), list, { expected: account.version });
      return { success: true, message: MSG.profileCompleted };
    },

    /**
     * Google vouched for the address: an account with that e-mail signs in (and gets linked on the
     * first time); otherwise a Google account is created, whose profile the completion modal finishes.
     */
    async signInWithGoogle(google: { subject: string; email: string; emailVerified: boolean; name?: string }, meta: EventMetadata, client: Omit<SignInClient, 'ip'> = {}): Promise<IssuedSession | TwoFactorChallenge> {
      if (!google.emailVerified) throw new IdentityRefused('forbidden', 'GOOGLE_EMAIL_UNVERIFIED', 'Email não confirmado. Verifique sua caixa de entrada.');
      const email = google.email.toLowerCase();
      const emailHash = emailHashOf(email);
      let account = await accountByEmail(emailHash);
      if (!account) {
        const userId = randomUUID();
        const metadata = { ...meta, actorId: userId };
        const name = google.name && google.name.trim().length >= 3 ? google.name.trim().slice(0, 120) : email.split('@')[0]!.padEnd(3, '_').slice(0, 120);
        try {
          await events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash }, metadata)], { expected: 'no_stream' });
        } catch (err) {
          if (!(err instanceof WrongExpectedVersion)) throw err;
          account = await accountByEmail(emailHash);
          if (!account) throw emailTaken();
        }
        if (!account) {
          const role = admins.has(email) ? ('admin' as const) : ('user' as const);
          await events.append(
            userStream(userId),
            [newEvent(AccountRegistered, { userId, email, emailHash, name, role, provider: 'google', googleSubject: google.subject, emailVerifiedAt: new Date(now()).toISOString() }, metadata)],
            { expected: 'no_stream' },
          );
          account = (await loadAccount(userId))!;
        }
      } else if (account.googleSubject === null) {
        await events.append(userStream(account.userId), [newEvent(GoogleLinked, { userId: account.userId, googleSubject: google.subject }, { ...meta, actorId: account.userId })]);
      }
      if (account.disabled) throw accountDisabled();
      const newDevice = await isNewDevice(await throttle.knownClient(client.deviceToken, account.userId), account.userId);
      const deviceToken = await throttle.succeeded(`${emailHash}|google`, account.userId, client.deviceToken);
      if (account.twoFactor) return { ...challenge(account, 'google', false, newDevice), deviceToken };
      return { ...(await this.startSession(account, email, 'google', false, meta, { userAgent: client.userAgent ?? null, newDevice })), deviceToken };
    },

    /**
     * Bearer access token -> Principal; no header -> anonymous. The token's signature is not enough:
     * its session must still be open and its account enabled with the roles it claims (session-guard.ts).
     */
    async principalOf(authorization: string | undefined): Promise<Principal | null> {
      if (!authorization) return null;
      const [scheme, token] = authorization.split(' ');
      const claims = scheme?.toLowerCase() === 'bearer' && token ? signer.verify('access', token) : null;
      if (!claims) throw sessionExpired('TOKEN_INVALID');
      const refusal = await guard.check(claims);
      if (refusal === 'ACCOUNT_DISABLED') throw new IdentityRefused('unauthorized', refusal, MSG.accountDisabled);
      if (refusal) throw sessionExpired(refusal);
      return { userId: claims.sub, roles: claims.roles, premium: claims.premium, profileComplete: claims.profileComplete, sessionId: claims.sid };
    },

    /**
     * A new access token for the same session, after something the token states changed (a trial
     * started): the refresh token stays where it is, in its httpOnly cookie (DECISIONS 8).
     */
    async reissueAccess(principal: Principal): Promise<IssuedSession['body']> {
      const account = await loadAccount(principal.userId);
      if (!account || !principal.sessionId) throw sessionExpired('TOKEN_INVALID');
      return (await issue(account, principal.sessionId, '', null)).body;
    },

    loadAccount,
    accountByEmail,
    notify,
    secondFactor,
  };
}

export type Identity = ReturnType<typeof identity>;
