// Account security for the signed-in person (issue 14 item 4): two-factor enrolment and removal,
// recovery codes, the active sessions list and change password. Every change appends to the
// person's stream at the version decided on, tells the session guard, and queues a security e-mail.
import { RecoveryCodesRegenerated, TwoFactorDisabled, TwoFactorEnabled, newEvent, type EventMetadata, type NewEvent } from '@piboost/events';
import type { Principal } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';
import type { Account } from './account';
import { identityCommands } from './commands';
import { decidePasswordChange, decideTwoFactorChange, IdentityRefused } from './decide';
import { deviceLabel } from './device';
import type { Identity } from './identity';
import { MSG } from './messages';
import { hashPassword, verifyPassword } from './password';
import { recoveryHashOf, totpSeconds, type SecondFactorClient } from './second-factor';
import { TWO_FACTOR_SETUP_SECONDS } from './tokens';
import { newRecoveryCodes, newTotpSecret, otpauthUri, qrImage, totpStep } from './totp';

export interface SessionView {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

/** What both halves share: the commands, the vault, the person's own account and the re-authentication checks. */
function securityTools(runtime: Runtime, id: Identity) {
  const commands = identityCommands(runtime);
  const { vault, keyedHash } = runtime;

  /** A signed-in person's codes are slowed per session (bearer tokens always name theirs). */
  const sessionClient = (principal: Principal): SecondFactorClient => ({ sessionId: principal.sessionId ?? `user:${principal.userId}` });

  async function own(principal: Principal): Promise<Account> {
    const account = await id.loadAccount(principal.userId);
    if (!account) throw new IdentityRefused('unauthorized', 'SESSION_EXPIRED', MSG.sessionExpired);
    return account;
  }
  const withActor = (events: NewEvent[], meta: EventMetadata, userId: string) => events.map((e) => ({ ...e, metadata: { ...meta, actorId: userId } }));
  const hashCodes = (userId: string, codes: string[]) => codes.map((c) => recoveryHashOf(keyedHash, userId, c));

  async function passwordMatches(account: Account, password: string | undefined): Promise<boolean> {
    const stored = account.passwordHash ? await vault.decryptField(account.passwordHash) : null;
    return Boolean(stored && password && (await verifyPassword(stored, password)));
  }

  return { id, commands, vault, sessionClient, own, withActor, hashCodes, passwordMatches };
}
type SecurityTools = ReturnType<typeof securityTools>;

/** Two-factor: its status, enrolment, removal and recovery codes. */
function twoFactorSecurity({ id, commands, vault, sessionClient, own, withActor, hashCodes, passwordMatches }: SecurityTools) {
  return {
    async status(principal: Principal) {
      const account = await own(principal);
      return {
        success: true as const,
        data: {
          twoFactorEnabled: account.twoFactor !== null,
          recoveryCodesLeft: account.twoFactor?.recoveryCodeHashes.length ?? 0,
          required: account.role !== 'user',
          hasPassword: account.passwordHash !== null,
        },
      };
    },

    /** A new secret and its QR code; nothing changes until a code from it confirms (confirmSetup). */
    async startSetup(principal: Principal) {
      const account = await own(principal);
      decideTwoFactorChange(account, 'enable');
      const email = (await vault.decryptField(account.email)) ?? '';
      const secret = newTotpSecret();
      const uri = otpauthUri(email, secret);
      const setupToken = id.signer.sign('two-factor-setup', { sub: account.userId, secret, exp: totpSeconds() + TWO_FACTOR_SETUP_SECONDS });
      return { success: true as const, data: { setupToken, otpauthUri: uri, secret, qrCode: await qrImage(uri) } };
    },

    /** The first code from the app turns two-factor on; the ten recovery codes are answered this once. */
    async confirmSetup(principal: Principal, input: { setupToken: string; code: string }, meta: EventMetadata) {
      const claims = id.signer.verify('two-factor-setup', input.setupToken);
      if (!claims || claims.sub !== principal.userId) throw new IdentityRefused('invalid', 'TWO_FACTOR_SETUP_EXPIRED', MSG.twoFactorSetupExpired);
      const account = await own(principal);
      decideTwoFactorChange(account, 'enable');
      const step = totpStep(claims.secret, input.code.trim(), totpSeconds());
      if (step === null) throw new IdentityRefused('invalid', 'TWO_FACTOR_INVALID', MSG.twoFactorInvalid, { field: 'code' });
      await id.sessions.claimTotpStep(account.userId, step);
      const codes = newRecoveryCodes();
      const enabled = newEvent(TwoFactorEnabled, { userId: account.userId, secret: claims.secret, recoveryCodeHashes: hashCodes(account.userId, codes) });
      await commands.change(account, withActor([enabled], meta, account.userId), meta);
      await id.notify(account.userId, { kind: 'two-factor-enabled' });
      return { success: true as const, message: MSG.twoFactorEnabled, data: { recoveryCodes: codes } };
    },

    /** Re-authentication: the password (when the account has one) and a current code. Staff cannot turn it off. */
    async disable(principal: Principal, input: { password?: string; code: string }, meta: EventMetadata) {
      const account = await own(principal);
      decideTwoFactorChange(account, 'disable');
      if (account.passwordHash && !(await passwordMatches(account, input.password))) {
        throw new IdentityRefused('invalid', 'CURRENT_PASSWORD_WRONG', MSG.currentPasswordWrong, { field: 'password' });
      }
      const factor = await id.secondFactor.check(account, input.code, sessionClient(principal));
      await commands.change(account, withActor([...factor.events, newEvent(TwoFactorDisabled, { userId: account.userId })], meta, account.userId), meta);
      await id.notify(account.userId, { kind: 'two-factor-disabled' });
      return { success: true as const, message: MSG.twoFactorDisabled };
    },

    /** A fresh set of ten codes (the old ones stop working), after a current code from the app. */
    async regenerateRecoveryCodes(principal: Principal, input: { code: string }, meta: EventMetadata) {
      const account = await own(principal);
      decideTwoFactorChange(account, 'regenerate');
      await id.secondFactor.check(account, input.code, sessionClient(principal), false);
      const codes = newRecoveryCodes();
      await commands.change(account, withActor([newEvent(RecoveryCodesRegenerated, { userId: account.userId, recoveryCodeHashes: hashCodes(account.userId, codes) })], meta, account.userId), meta);
      await id.notify(account.userId, { kind: 'recovery-codes-regenerated' });
      return { success: true as const, message: MSG.recoveryCodesRegenerated, data: { recoveryCodes: codes } };
    },

  };
}

/** The person's open sessions, ending them, and change password (which ends the others). */
function sessionSecurity({ id, commands, own, withActor, passwordMatches }: SecurityTools) {
  return {
    async sessions(principal: Principal): Promise<{ success: true; data: SessionView[] }> {
      const rows = await id.sessions.listOpen(principal.userId);
      return {
        success: true,
        data: rows.map((r) => ({ id: r.id, device: deviceLabel(r.user_agent), createdAt: r.created_at.toISOString(), lastUsedAt: r.last_used_at.toISOString(), current: r.id === principal.sessionId })),
      };
    },

    /** "Encerrar": one of the person's own open sessions; its next request is refused. */
    async endSession(principal: Principal, sessionId: string, meta: EventMetadata) {
      const open = await id.sessions.listOpen(principal.userId);
      if (!open.some((s) => s.id === sessionId)) throw new IdentityRefused('not_found', 'SESSION_NOT_FOUND', MSG.sessionNotFound);
      await commands.endSession({ id: sessionId, user_id: principal.userId }, 'owner', { ...meta, actorId: principal.userId });
      await id.notify(principal.userId, { kind: 'sessions-ended', count: 1 });
      return { success: true as const, message: MSG.sessionEnded };
    },

    /** "Sair de todos os outros dispositivos": every open session but this one. */
    async endOtherSessions(principal: Principal, meta: EventMetadata) {
      const account = await own(principal);
      // Nothing to end is an answer, not an (empty) append.
      const others = (await id.sessions.listOpen(principal.userId)).filter((s) => s.id !== principal.sessionId);
      if (!others.length) return { success: true as const, message: MSG.otherSessionsEnded(0), data: { ended: 0 } };
      const { ended } = await commands.endOtherSessions(account, principal.sessionId!, 'owner', [], { ...meta, actorId: account.userId });
      if (ended > 0) await id.notify(account.userId, { kind: 'sessions-ended', count: ended });
      return { success: true as const, message: MSG.otherSessionsEnded(ended), data: { ended } };
    },

    /** Re-authentication with the current password; the other sessions end, this one stays. */
    async changePassword(principal: Principal, input: { currentPassword: string; newPassword: string }, meta: EventMetadata) {
      const account = await own(principal);
      const currentValid = await passwordMatches(account, input.currentPassword);
      const complete = decidePasswordChange(account, { currentValid, sameAsCurrent: input.currentPassword === input.newPassword });
      const events = complete(await hashPassword(input.newPassword));
      await commands.endOtherSessions(account, principal.sessionId!, 'password_change', withActor(events, meta, account.userId), { ...meta, actorId: account.userId });
      await id.notify(account.userId, { kind: 'password-changed' });
      return { success: true as const, message: MSG.passwordChanged };
    },
  };
}

export function accountSecurity(runtime: Runtime, id: Identity) {
  const tools = securityTools(runtime, id);
  return { ...twoFactorSecurity(tools), ...sessionSecurity(tools) };
}

export type AccountSecurity = ReturnType<typeof accountSecurity>;
