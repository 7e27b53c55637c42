// What staff may do to an account (issue 6), as pure decisions: the state folded from the person's
// subscription stream and a command in, the events out, or a refusal in Portuguese. Trial and
// premium grants are subscription periods (DECISIONS 11) and live on subscription-<userId>, folded by
// billing's one fold (a staff grant is a period of kind "staff"). The
// account itself (role, disabling, sessions) is identity's: those commands go through identity's
// public API (modules/identity/index.ts).
import { PremiumEndedByStaff, PremiumGrantedByStaff, TrialEndedByStaff, TrialGrantedByStaff, newEvent, type NewEvent } from '@piboost/events';
import { premiumEnd, type SubscriptionState } from '../billing';
import type { StaffAccountCommand } from '../identity';

export type PremiumPlan = 'professional' | 'elite';

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

const DAY_MS = 86_400_000;

const reaching = (s: SubscriptionState, now: Date) => premiumEnd(s, now, ['paid', 'staff'])?.getTime() ?? 0;
const dayOf = (d: Date) => d.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

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
      if (!premiumEnd(subscription, now, ['trial'])) throw new StaffActionRefused('Este usuário não tem teste grátis em andamento.', 'NO_ACTIVE_TRIAL');
      return [newEvent(TrialEndedByStaff, { userId, staffId, reason: command.reason })];
    case 'grantPremium':
      if (command.until.getTime() <= now.getTime()) throw new StaffActionRefused('A data final do Premium deve estar no futuro.', 'UNTIL_IN_PAST');
      // A grant never shortens what the person already has (a paid period keeps its days).
      if (reaching(subscription, now) >= command.until.getTime()) {
        throw new StaffActionRefused(`A pessoa já tem Premium até ${dayOf(premiumEnd(subscription, now, ['paid', 'staff'])!)}; escolha uma data posterior.`, 'UNTIL_BEFORE_CURRENT');
      }
      return [newEvent(PremiumGrantedByStaff, { userId, staffId, plan: command.plan, until: command.until.toISOString(), reason: command.reason })];
    case 'endPremium':
      if (!premiumEnd(subscription, now, ['paid', 'staff'])) throw new StaffActionRefused('Este usuário não tem período Premium em andamento.', 'NO_ACTIVE_PREMIUM');
      return [newEvent(PremiumEndedByStaff, { userId, staffId, reason: command.reason })];
    default: {
      const never: never = command;
      throw new Error(`Unknown staff command ${(never as { kind: string }).kind}`);
    }
  }
}
