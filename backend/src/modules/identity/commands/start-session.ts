// After any successful first (and second) factor: ADMIN_EMAILS promotion, SignedIn, a new token
// family in the sessions table, and the new-device mail.
import { randomUUID } from 'node:crypto';
import { userStream, type EventMetadata, type NewEvent } from '@piboost/events';
import { handleCommand } from '../../../platform/command';
import type { Account } from '../account';
import type { IdentityContext } from '../context';
import { decideSignIn } from '../decide-account';
import { deviceLabel } from '../device';
import type { IssuedSession, SessionDevice, SessionIssuer, SignInMethod } from '../session-issue';

export function sessionStarter(ctx: IdentityContext, issuer: SessionIssuer) {
  /** `also`: events appended with SignedIn (the passkey's use). */
  return async function startSession(found: Account, email: string, method: SignInMethod, rememberMe: boolean, meta: EventMetadata, device: SessionDevice, also: NewEvent[] = []): Promise<IssuedSession> {
    const { userId } = found;
    const sessionId = randomUUID();
    const command = { sessionId, method, rememberMe, listedAdmin: ctx.admins.has(email) };
    // The first decision is taken on the account the sign-in checked; a race reloads it.
    let first = true;
    const load = async () => {
      const account = first ? found : await ctx.loadAccount(userId);
      first = false;
      return { state: account!, version: account!.version };
    };
    const { events } = await handleCommand(ctx.runtime.events, userStream(userId), load, (account) => ({ events: [...also, ...decideSignIn(account, command)] }), { metadata: { ...meta, actorId: userId } });
    let account = found;
    if (events.some((e) => e.type === 'RoleChanged')) {
      account = (await ctx.loadAccount(userId))!;
      await ctx.commands.invalidate(userId);
    }
    const { refreshToken, expiresAt } = await ctx.sessions.open(sessionId, userId, rememberMe, device.userAgent);
    if (device.newDevice) await ctx.notify(userId, { kind: 'new-device', device: deviceLabel(device.userAgent) });
    return issuer.issue(account, sessionId, refreshToken, rememberMe ? expiresAt : null);
  };
}

export type StartSession = ReturnType<typeof sessionStarter>;
