// What staff may do to an account (issue 6), as pure decisions: the state folded from the person's
// subscription stream and a command in, the events out, or a refusal in Portuguese. Trial and
// premium grants are subscription periods (DECISIONS 11) and live on subscription-<userId>. The
// account itself (role, disabling, sessions) is identity's: those commands go through identity's
// public API (modules/identity/index.ts).
import {
  PremiumEndedByStaff,
  PremiumGrantedByStaff,
  SubscriptionPeriodEnded,
  SubscriptionPeriodExtended,
  SubscriptionPeriodStarted,
  TrialEndedByStaff,
  TrialGrantedByStaff,
  TrialStarted,
  isEvent,
  newEvent,
  type NewEvent,
  type RecordedEvent,
  type Version,
} from '@piboost/events';
import type { StaffAccountCommand } from '../identity';

export type PremiumPlan = 'professional' | 'elite';

export interface SubscriptionState {
  version: Version;
  trialEndsAt: Date | null;
  premiumUntil: Date | null;
}

export type SubscriptionCommand =
  | { kind: 'grantTrial'; plan: PremiumPlan; days: number; reason: string }
  | { kind: 'endTrial'; reason: string }
  | { kind: 'grantPremium'; plan: PremiumPlan; until: Date; reason: string }
  | { kind: 'endPremium'; reason: string };

export type StaffCommand = StaffAccountCommand | SubscriptionCommand;

/** Whether identity runs the command (the account) or the back office (the subscription). */
export const isAccountCommand = (command: StaffCommand): command is StaffAccountCommand => ['changeRole', 'disable', 'enable', 'endSessions'].includes(command.kind);

/** The account is in a state where the command makes no sense (409). */
export class StaffActionRefused extends Error {
  override name = 'StaffActionRefused';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

export function foldSubscriptionState(events: readonly RecordedEvent[]): SubscriptionState {
  const s: SubscriptionState = { version: 0n, trialEndsAt: null, premiumUntil: null };
  for (const e of events) {
    s.version = e.streamVersion;
    if (isEvent(e, TrialStarted) || isEvent(e, TrialGrantedByStaff)) s.trialEndsAt = new Date(e.data.endsAt);
    else if (isEvent(e, TrialEndedByStaff)) s.trialEndsAt = e.recordedAt;
    else if (isEvent(e, SubscriptionPeriodStarted) || isEvent(e, SubscriptionPeriodExtended)) s.premiumUntil = new Date(e.data.endsAt);
    else if (isEvent(e, SubscriptionPeriodEnded)) s.premiumUntil = new Date(e.data.endedAt);
    else if (isEvent(e, PremiumGrantedByStaff)) s.premiumUntil = new Date(e.data.until);
    else if (isEvent(e, PremiumEndedByStaff)) s.premiumUntil = e.recordedAt;
  }
  return s;
}

const DAY_MS = 86_400_000;
const active = (until: Date | null, now: Date) => until !== null && until.getTime() > now.getTime();

/** The events of one staff action on `userId`'s subscription by `staffId` at `now`. */
export function decideStaffAction(command: SubscriptionCommand, ctx: { userId: string; staffId: string; now: Date; subscription: SubscriptionState }): NewEvent[] {
  const { userId, staffId, now, subscription } = ctx;
  if (userId === staffId) {
    throw new StaffActionRefused('Você não pode alterar a sua própria conta pelo back office.', 'SELF_ACTION');
  }
  switch (command.kind) {
    case 'grantTrial':
      return [
        newEvent(TrialGrantedByStaff, { userId, staffId, plan: command.plan, endsAt: new Date(now.getTime() + command.days * DAY_MS).toISOString(), reason: command.reason }),
      ];
    case 'endTrial':
      if (!active(subscription.trialEndsAt, now)) throw new StaffActionRefused('Este usuário não tem teste grátis em andamento.', 'NO_ACTIVE_TRIAL');
      return [newEvent(TrialEndedByStaff, { userId, staffId, reason: command.reason })];
    case 'grantPremium':
      if (command.until.getTime() <= now.getTime()) throw new StaffActionRefused('A data final do Premium deve estar no futuro.', 'UNTIL_IN_PAST');
      return [newEvent(PremiumGrantedByStaff, { userId, staffId, plan: command.plan, until: command.until.toISOString(), reason: command.reason })];
    case 'endPremium':
      if (!active(subscription.premiumUntil, now)) throw new StaffActionRefused('Este usuário não tem período Premium em andamento.', 'NO_ACTIVE_PREMIUM');
      return [newEvent(PremiumEndedByStaff, { userId, staffId, reason: command.reason })];
    default: {
      const never: never = command;
      throw new Error(`Unknown staff command ${(never as { kind: string }).kind}`);
    }
  }
}
