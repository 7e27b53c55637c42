// analytics: platform counters per São Paulo date (DECISIONS 15) for the back office and the
// gamification analytics tab. Active users are counted through a per-day distinct table, so a
// person active in several batches of the same day is counted once.
// "Verified" counts accounts by the day their e-mail was verified (AccountRegistered carries it:
// the sign-up code, Google's word, or the demo seed), not EmailVerified, which only the sign-up
// code path appends - and also for sign-ups abandoned before the account. "Trials started" counts
// every trial period: the survey's and a reward's (TrialStarted) and those granted by staff.
// Staff and demo accounts are not counted (DECISIONS 22): `analytics_uncounted` holds who they are
// - staff by their role from the moment they hold it, demo people by the seed that created them -
// and their events add to no figure. The public member counts read the same table.
import type { Knex } from 'knex';
import {
  AccountRegistered,
  ProfileCompleted,
  RoleChanged,
  SignedIn,
  TrialGrantedByStaff,
  TrialStarted,
  XpAwarded,
  isEvent,
  saoPauloDay,
  type RecordedEvent,
} from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

interface DayCounters {
  day: string;
  signUps: number;
  verified: number;
  profileCompleted: number;
  trialsStarted: number;
  xpAwardedTotal: number;
  xpEvents: number;
}

const eventTypes = [AccountRegistered, RoleChanged, ProfileCompleted, TrialStarted, TrialGrantedByStaff, SignedIn, XpAwarded].map((d) => d.type);

/** Why an account is left out of the figures. */
type Uncounted = 'staff' | 'demo';

/** The demo seed (identity's seed.ts) marks what it appends with this actor. */
const SEED_ACTOR = 'seed';

/** Whose figures an event moves (every counted event names its person). */
const personOf = (e: RecordedEvent) => (e.data as { userId?: string }).userId;

/** Who is uncounted after `e`, given who was before; unknown people are members. */
function uncountedAfter(e: RecordedEvent, before: Uncounted | undefined): Uncounted | undefined {
  if (isEvent(e, AccountRegistered)) return e.metadata.actorId === SEED_ACTOR ? 'demo' : e.data.role === 'user' ? undefined : 'staff';
  if (isEvent(e, RoleChanged) && before !== 'demo') return e.data.to === 'user' ? undefined : 'staff';
  return before;
}

/** `uncounted`: who is left out as the batch begins (read from the table); updated in place as the batch goes. */
function fold(events: readonly RecordedEvent[], uncounted: Map<string, Uncounted | undefined>) {
  const days = new Map<string, DayCounters>();
  const active = new Map<string, { day: string; userId: string }>();

  const counters = (day: string): DayCounters => {
    let c = days.get(day);
    if (!c) {
      c = { day, signUps: 0, verified: 0, profileCompleted: 0, trialsStarted: 0, xpAwardedTotal: 0, xpEvents: 0 };
      days.set(day, c);
    }
    return c;
  };

  for (const e of events) {
    const person = personOf(e);
    if (person !== undefined) {
      uncounted.set(person, uncountedAfter(e, uncounted.get(person)));
      if (uncounted.get(person)) continue;
    }
    if (isEvent(e, RoleChanged)) continue;
    // XP belongs to the day its award was decided for (daily caps); everything else to when it happened.
    const day = isEvent(e, XpAwarded) ? e.data.day : saoPauloDay(e.recordedAt);
    const c = counters(day);
    if (isEvent(e, AccountRegistered)) {
      c.signUps++;
      if (e.data.emailVerifiedAt) counters(saoPauloDay(new Date(e.data.emailVerifiedAt))).verified++;
    } else if (isEvent(e, ProfileCompleted)) c.profileCompleted++;
    else if (isEvent(e, TrialStarted) || isEvent(e, TrialGrantedByStaff)) c.trialsStarted++;
    else if (isEvent(e, XpAwarded)) {
      c.xpAwardedTotal += e.data.amount;
      c.xpEvents++;
    }
    if (isEvent(e, SignedIn) || isEvent(e, XpAwarded)) {
      const userId = e.data.userId;
      active.set(`${day}|${userId}`, { day, userId });
    }
  }
  return { days: [...days.values()], active: [...active.values()] };
}

async function createTables(db: Knex, table: (logical: string) => string): Promise<void> {
  await db.raw(
    `CREATE TABLE ?? (
      day date PRIMARY KEY,
      sign_ups integer NOT NULL,
      verified integer NOT NULL,
      profile_completed integer NOT NULL,
      trials_started integer NOT NULL,
      xp_awarded_total bigint NOT NULL,
      xp_events integer NOT NULL,
      active_users integer NOT NULL
    )`,
    [table('analytics_daily')],
  );
  await db.raw(`CREATE TABLE ?? (day date NOT NULL, user_id uuid NOT NULL, PRIMARY KEY (day, user_id))`, [
    table('analytics_daily_active'),
  ]);
  await db.raw(`CREATE TABLE ?? (user_id uuid PRIMARY KEY, reason text NOT NULL CHECK (reason IN ('staff', 'demo')))`, [table('analytics_uncounted')]);
}

/** Who of the batch's people is uncounted already, then the batch's changes to it written back. */
async function trackUncounted(events: readonly RecordedEvent[], trx: Knex.Transaction, t: string) {
  const people = [...new Set(events.map(personOf).filter((id): id is string => id !== undefined))];
  // One array parameter, not a placeholder per person: knex spends milliseconds compiling thousands.
  const { rows } = people.length
    ? await trx.raw<{ rows: { user_id: string; reason: Uncounted }[] }>('SELECT user_id, reason FROM ?? WHERE user_id = ANY(?::uuid[])', [t, people])
    : { rows: [] };
  const uncounted = new Map<string, Uncounted | undefined>(rows.map((r) => [r.user_id, r.reason]));
  const known = new Map(uncounted);
  return {
    uncounted,
    async save() {
      const changed = [...uncounted].filter(([id, reason]) => known.get(id) !== reason);
      const gone = changed.filter(([, reason]) => reason === undefined).map(([id]) => id);
      const added = changed.filter(([, reason]) => reason !== undefined).map(([user_id, reason]) => ({ user_id, reason }));
      if (gone.length) await trx(t).whereIn('user_id', gone).delete();
      if (added.length) await trx(t).insert(added).onConflict('user_id').merge(['reason']);
    },
  };
}

async function applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget): Promise<void> {
  const tracked = await trackUncounted(events, trx, table('analytics_uncounted'));
  const { days, active } = fold(events, tracked.uncounted);
  await tracked.save();
  if (days.length === 0) return;
  // The distinct table reports which (day, person) pairs are new; only those add to active_users.
  await trx.raw(
    `WITH fresh AS (
       INSERT INTO ?? (day, user_id) SELECT * FROM unnest(?::date[], ?::uuid[])
       ON CONFLICT DO NOTHING RETURNING day
     ), fresh_per_day AS (SELECT day, count(*)::int AS n FROM fresh GROUP BY day)
     INSERT INTO ?? AS t (day, sign_ups, verified, profile_completed, trials_started, xp_awarded_total, xp_events, active_users)
     SELECT s.day, s.sign_ups, s.verified, s.profile_completed, s.trials_started, s.xp_awarded_total, s.xp_events, COALESCE(f.n, 0)
     FROM unnest(?::date[], ?::int[], ?::int[], ?::int[], ?::int[], ?::bigint[], ?::int[])
       AS s(day, sign_ups, verified, profile_completed, trials_started, xp_awarded_total, xp_events)
     LEFT JOIN fresh_per_day f ON f.day = s.day
     ON CONFLICT (day) DO UPDATE SET
       sign_ups = t.sign_ups + excluded.sign_ups,
       verified = t.verified + excluded.verified,
       profile_completed = t.profile_completed + excluded.profile_completed,
       trials_started = t.trials_started + excluded.trials_started,
       xp_awarded_total = t.xp_awarded_total + excluded.xp_awarded_total,
       xp_events = t.xp_events + excluded.xp_events,
       active_users = t.active_users + excluded.active_users`,
    [
      table('analytics_daily_active'),
      active.map((a) => a.day),
      active.map((a) => a.userId),
      table('analytics_daily'),
      days.map((d) => d.day),
      days.map((d) => d.signUps),
      days.map((d) => d.verified),
      days.map((d) => d.profileCompleted),
      days.map((d) => d.trialsStarted),
      days.map((d) => d.xpAwardedTotal),
      days.map((d) => d.xpEvents),
    ],
  );
}

export const analyticsProjection: Projection = {
  name: 'analytics',
  version: 3,
  eventTypes,
  tables: ['analytics_daily', 'analytics_daily_active', 'analytics_uncounted'],
  createTables,
  applyBatch,
};
