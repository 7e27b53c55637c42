// The investor survey and the 30-day Premium trial it activates (DECISIONS 3, 11). The answers are
// always kept (the investor profile); the trial is granted once per CPF - the reservation stream is
// keyed by the CPF's keyed hash, so deleting the account and registering again does not reset it -
// and never to admins.
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

export interface TrialFacts {
  userId: string;
  role: 'user' | 'support' | 'admin';
  /** Null until the CPF step of registration is done. */
  cpfHash: string | null;
  /** The trial-<cpfHash> stream: who, if anyone, already used this CPF's trial. */
  reservation: readonly RecordedEvent[];
  /** The person's subscription-<userId> stream. */
  subscription: readonly RecordedEvent[];
  /** When the Premium the person already has ends (a trial never shortens it), or null. */
  premiumUntil: Date | null;
  now: Date;
}

export type TrialOutcome = 'started' | 'already-used' | 'admin' | 'no-cpf';

export interface TrialDecision {
  outcome: TrialOutcome;
  /** Events per stream, in append order: reservation (no_stream) first, then the period. */
  reserve: NewEvent[];
  start: NewEvent[];
  endsAt: Date | null;
}

const refused = (outcome: TrialOutcome): TrialDecision => ({ outcome, reserve: [], start: [], endsAt: null });

/** Pure: the facts in, what to append out. */
export function decideTrial(f: TrialFacts): TrialDecision {
  if (f.role === 'admin') return refused('admin');
  if (!f.cpfHash) return refused('no-cpf');
  const reservedBy = f.reservation.find((e) => isEvent(e, TrialReserved));
  const reservedByMe = reservedBy !== undefined && isEvent(reservedBy, TrialReserved) && reservedBy.data.userId === f.userId;
  if (reservedBy && !reservedByMe) return refused('already-used');
  // Reserved by this person but the period never landed (a crash between the two appends): finish it.
  if (reservedByMe && f.subscription.some((e) => isEvent(e, TrialStarted) && (e.data.source ?? 'survey') === 'survey')) return refused('already-used');
  const startsAt = f.premiumUntil && f.premiumUntil > f.now ? f.premiumUntil : f.now;
  const endsAt = new Date(startsAt.getTime() + TRIAL_DAYS * DAY_MS);
  return {
    outcome: 'started',
    reserve: reservedByMe ? [] : [newEvent(TrialReserved, { userId: f.userId, cpfHash: f.cpfHash })],
    start: [newEvent(TrialStarted, { userId: f.userId, plan: TRIAL_PLAN, startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), source: 'survey' })],
    endsAt,
  };
}

export const surveyEvent = (userId: string, answers: SurveyAnswers) => newEvent(SurveySubmitted, { userId, ...answers });
