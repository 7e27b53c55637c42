// Identity's commands other modules call (the back office's staff actions), and the one way any
// session ends. Other modules never write identity's tables or append to its streams: they call
// these (exported from the module's index.ts).
//
//   identityCommands(runtime).staff(userId, staffId, command, meta)   change role, disable, enable, end sessions
//   identityCommands(runtime).endSessions(userId, reason, meta)       every open session of a person
//   identityCommands(runtime).endSession(sessionId, reason, meta)     one session (logout, token reuse, "Encerrar")
//   identityCommands(runtime).endOtherSessions(account, keep, ...)     all but the caller's (password change, "Sair de todos")
//   identityCommands(runtime).change(account, events, meta)            two-factor on/off, recovery codes
//   sessionGuardOf(runtime)                                           the per-request validity check
//
// Whatever ends a session or changes who an account is goes through `guard.invalidate`, so the
// next request carrying an old access token is refused in every process (session-guard.ts).
import { WrongExpectedVersion, userStream, type EventMetadata, type NewEvent, type Position, type Version } from '@piboost/events';
import { handleCommand, readStream } from '../../platform/command';
import type { Runtime } from '../../platform/runtime';
import { foldAccount, type Account } from './account';
import { decideStaffCommand, IdentityRefused, sessionsEndedBy, sessionsRevoked, type SessionEndReason, type StaffAccountCommand } from './decide';
import { createSessionGuard, type SessionGuard } from './session-guard';
import { sessionStore } from './sessions';

export type { StaffAccountCommand } from './decide';

/** Where a command's events landed: callers wait on it for read-your-writes. */
export interface CommandResult {
  position: Position;
  eventTypes: string[];
}

const guards = new WeakMap<Runtime, SessionGuard>();

export async function loadAccount(runtime: Pick<Runtime, 'store'>, userId: string): Promise<Account | null> {
  return foldAccount(await readStream(runtime.store, userStream(userId)));
}

/** One guard per process (runtime): one LISTEN connection, one cache; closed with the runtime. */
export function sessionGuardOf(runtime: Runtime): SessionGuard {
  let guard = guards.get(runtime);
  if (!guard) {
    guard = createSessionGuard({ db: runtime.db, databaseUrl: runtime.databaseUrl, logger: runtime.logger, loadAccount: (userId) => loadAccount(runtime, userId) });
    guards.set(runtime, guard);
    const closing = guard;
    runtime.onClose(() => closing.close());
  }
  return guard;
}

/** The version a stream is at, read from its last event (0n: none yet). */
async function streamHead(runtime: Pick<Runtime, 'store'>, streamId: string): Promise<{ state: null; version: Version }> {
  for await (const e of runtime.store.readStream(streamId, { backwards: true, maxCount: 1 })) return { state: null, version: e.streamVersion };
  return { state: null, version: 0n };
}

const concurrentChange = () => new IdentityRefused('conflict', 'CONCURRENT_CHANGE', 'A conta mudou enquanto você agia. Recarregue a página e tente de novo.');

export function identityCommands(runtime: Runtime) {
  const sessions = sessionStore(runtime.db, runtime.config.secrets.authSecret);
  const guard = sessionGuardOf(runtime);

  /** Appends `events` (with the SessionRevoked of every open session when `ending`), then closes those sessions. */
  async function appendEnding(account: Account, events: NewEvent[], ending: SessionEndReason | null, metadata: EventMetadata, keep?: string): Promise<CommandResult & { ended: number }> {
    const open = ending ? (await sessions.openIds(account.userId)).filter((id) => id !== keep) : [];
    const batch = [...events, ...sessionsRevoked(account.userId, open, ending ?? 'staff')];
    let position: Position;
    try {
      // Decided on `account` as the caller saw it: a change meanwhile is the person's to look at, not ours to redo.
      const loaded = async () => ({ state: account, version: account.version });
      const { appended } = await handleCommand(runtime.events, userStream(account.userId), loaded, () => ({ events: batch }), { metadata, maxAttempts: 1 });
      position = appended!.position;
    } catch (err) {
      if (err instanceof WrongExpectedVersion) throw concurrentChange();
      throw err;
    }
    if (ending) await sessions.revokeMany(open, ending);
    await guard.invalidate(account.userId);
    return { position, eventTypes: batch.map((e) => e.type), ended: open.length };
  }

  return {
    /** A staff member's action on someone's account; returns where its events landed (for read-your-writes). */
    async staff(userId: string, staffId: string, command: StaffAccountCommand, meta: EventMetadata): Promise<CommandResult> {
      const account = await loadAccount(runtime, userId);
      const events = decideStaffCommand(command, { account, staffId });
      return appendEnding(account!, events, sessionsEndedBy(command), { ...meta, actorId: staffId });
    },

    /** Appends `events` decided on `account` (at its version) and ends every open session of the person (password reset). */
    async endSessions(account: Account, reason: SessionEndReason, events: NewEvent[], meta: EventMetadata): Promise<CommandResult> {
      return appendEnding(account, events, reason, meta);
    },

    /** Appends `events` and ends every open session of the person but `keep` (the caller's own: password change, "Sair de todos os outros"). */
    async endOtherSessions(account: Account, keep: string, reason: SessionEndReason, events: NewEvent[], meta: EventMetadata): Promise<CommandResult & { ended: number }> {
      return appendEnding(account, events, reason, meta, keep);
    },

    /** Appends events decided on `account` at its version (two-factor changes), telling every process its tokens' roles may have changed. */
    async change(account: Account, events: NewEvent[], meta: EventMetadata): Promise<CommandResult> {
      return appendEnding(account, events, null, meta);
    },

    /** Ends one session (logout, refresh-token reuse); false if it had already ended. */
    async endSession(session: { id: string; user_id: string }, reason: SessionEndReason, meta: EventMetadata): Promise<boolean> {
      if (!(await sessions.revoke(session.id, reason))) return false;
      await guard.invalidate(session.user_id);
      // The session row is the truth for access; the event records it (the log never blocks a logout:
      // whatever the stream's version, the revocation is appended after it).
      const streamId = userStream(session.user_id);
      await handleCommand(runtime.events, streamId, () => streamHead(runtime, streamId), () => ({ events: sessionsRevoked(session.user_id, [session.id], reason) }), { metadata: meta });
      return true;
    },

    /** After any change to an account that a token's claims describe (e.g. ADMIN_EMAILS promotion). */
    invalidate: (userId: string) => guard.invalidate(userId),
  };
}

export type IdentityCommands = ReturnType<typeof identityCommands>;
