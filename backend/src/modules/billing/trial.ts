// The investor survey and the 30-day Premium trial it activates (DECISIONS 3, 11). The answers are
// always kept (the investor profile); the trial is granted once per CPF - the reservation stream is
// keyed by the CPF's keyed hash, so deleting the account and registering again does not reset it -
// and never to admins. Two commands, each decided on its own stream: the CPF's reservation, then the
// person's period.
import { TRIAL_DAYS, TRIAL_PLAN } from '@piboost/events/business';
import {
  SurveySubmitted,
  TrialReserved,
  TrialStarted,
  isEvent,
  newEvent,
  type NewEvent,
  type RecordedEvent,
  type surveyAnswers,
} from '@piboost/events';
import type { z } from 'zod';

export type SurveyAnswers = { [K in keyof typeof surveyAnswers]: z.output<(typeof surveyAnswers)[K]> };

const DAY_MS = 86_400_000;

export type TrialOutcome = 'started' | 'already-used' | 'admin' | 'no-cpf';

/** Who never gets the trial: admins, and anyone without a CPF to reserve it by (null: the trial may start). */
export function trialRefusal(account: { role: 'user' | 'support' | 'admin'; cpfHash: string | null }): TrialOutcome | null {
  if (account.role === 'admin') return 'admin';
  return account.cpfHash ? null : 'no-cpf';
}

/** The trial-<cpfHash> stream: the account that reserved the CPF's trial, if any. */
export function foldTrialReservation(history: readonly RecordedEvent[]): string | null {
  const reserved = history.find((e) => isEvent(e, TrialReserved));
  return reserved && isEvent(reserved, TrialReserved) ? reserved.data.userId : null;
}

/**
 * The CPF's trial, reserved by its first taker. Already this person's (a retry, or a crash before the
 * period landed): nothing to add, the period is started next. Another account's: not `mine`.
 */
export function reserveTrial(reservedBy: string | null, command: { userId: string; cpfHash: string }): { events: NewEvent[]; mine: boolean } {
  if (reservedBy === null) return { events: [newEvent(TrialReserved, command)], mine: true };
  return { events: [], mine: reservedBy === command.userId };
}

/** The person's subscription-<userId> stream: whether the survey's trial already started on it. */
export const surveyTrialStarted = (history: readonly RecordedEvent[]): boolean => history.some((e) => isEvent(e, TrialStarted) && (e.data.source ?? 'survey') === 'survey');

export interface StartTrial {
  userId: string;
  /** When the Premium the person already has ends (a trial never shortens it), or null. */
  premiumUntil: Date | null;
  now: Date;
}

/** The trial's period, once per person: TRIAL_DAYS from now, or from the end of the Premium they have. */
export function startTrial(started: boolean, command: StartTrial): { events: NewEvent[]; outcome: TrialOutcome; endsAt: Date | null } {
  if (started) return { events: [], outcome: 'already-used', endsAt: null };
  const startsAt = command.premiumUntil && command.premiumUntil > command.now ? command.premiumUntil : command.now;
  const endsAt = new Date(startsAt.getTime() + TRIAL_DAYS * DAY_MS);
  const period = { userId: command.userId, plan: TRIAL_PLAN, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), source: 'survey' as const };
  return { events: [newEvent(TrialStarted, period)], outcome: 'started', endsAt };
}

export const surveyEvent = (userId: string, answers: SurveyAnswers) => newEvent(SurveySubmitted, { userId, ...answers });
