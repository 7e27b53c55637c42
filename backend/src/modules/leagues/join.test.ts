// Lazily filled cohorts under a projector commit landing mid-join (issue 28): a join reads the
// cohorts' read model to know where to start; the projector may commit a new cohort right after that
// read. Forced here by running that commit between the join's first read of league_cohorts and the
// rest of the join, on the real database and projector.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueWeekById } from '@piboost/events';
import type { Db } from '../../platform/db/knex';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { placeMany } from './join';
import { COHORT_SIZE } from './rules';

let h: AppHarness;
const week = leagueWeekById('2027-W11')!;
const joinedAt = new Date(week.startsAt.getTime() + 3_600_000);

beforeAll(async () => {
  h = await openHarness();
  await eventually(() => h.runtime.db('projection_registry').where({ name: 'leagues', state: 'active' }).first(), { label: 'the leagues read model', timeout: 60_000 });
}, 120_000);
afterAll(() => h?.close());

/** The real database, with `between` run once just after the first read of league_cohorts returns, before its caller goes on. */
function pausedAfterFirstCohortRead(db: Db, between: () => Promise<void>): Db {
  let done = false;
  const hold = <Q extends PromiseLike<unknown>>(query: Q): Q => {
    const then = query.then.bind(query);
    return Object.assign(query, {
      then: (ok?: (rows: unknown) => unknown, fail?: (error: unknown) => unknown) =>
        then(async (rows) => {
          if (!done) {
            done = true;
            await between();
          }
          return rows;
        }).then(ok, fail),
    });
  };
  return new Proxy(db, {
    apply: (target, self, args: unknown[]) => {
      const query = Reflect.apply(target, self, args) as PromiseLike<unknown>;
      return args[0] === 'league_cohorts' ? hold(query) : query;
    },
    get: (target, key, receiver) => {
      if (key !== 'raw') return Reflect.get(target, key, receiver) as unknown;
      return (sql: string, ...rest: unknown[]) => {
        const query = (target.raw as (...a: unknown[]) => PromiseLike<unknown>)(sql, ...rest);
        return /\bleague_cohorts\b/.test(sql) ? hold(query) : query;
      };
    },
  });
}

const memberOf = (userId: string) => h.runtime.db('league_members').where({ week: week.id, user_id: userId }).first<{ cohort_id: string } | undefined>('cohort_id');
/** The read model has the person's join (its readable head may lag the log: another session's open transaction holds it back). */
const shown = (userId: string) => eventually(() => memberOf(userId), { label: `the join of ${userId} in the read model`, timeout: 120_000 });

describe('a join while the projector commits a new cohort', () => {
  it('fills the cohort the projector just showed before opening the next', async () => {
    // Cohort 1 full, and the read model knows it.
    const first = Array.from({ length: COHORT_SIZE }, () => randomUUID());
    expect(await placeMany(h.runtime, week, 'bronze', first, joinedAt)).toBe(COHORT_SIZE);
    await shown(first.at(-1)!);

    // A join reads the read model (cohort 1 full, nothing open); then another person opens cohort 2
    // and the projector commits it; then the join goes on.
    const opener = randomUUID();
    const joiner = randomUUID();
    const runtime = {
      ...h.runtime,
      db: pausedAfterFirstCohortRead(h.runtime.db, async () => {
        expect(await placeMany(h.runtime, week, 'bronze', [opener], joinedAt)).toBe(1);
        await shown(opener);
      }),
    };
    expect(await placeMany(runtime, week, 'bronze', [joiner], joinedAt)).toBe(1);

    // Both in cohort 2: cohort 3 opens only once cohort 2 is full.
    const { rows } = await h.runtime.db.raw<{ rows: { stream_id: string; n: string }[] }>(
      `SELECT stream_id, count(*) AS n FROM es_events WHERE event_type = 'LeagueJoined' GROUP BY 1 ORDER BY 1`,
    );
    expect(rows.map((r) => [r.stream_id.split('-').at(-1), Number(r.n)])).toEqual([
      ['1', COHORT_SIZE],
      ['2', 2],
    ]);
    expect(await shown(joiner)).toEqual({ cohort_id: `${week.id}-bronze-2` });
    expect(await memberOf(opener)).toEqual({ cohort_id: `${week.id}-bronze-2` });
  }, 600_000);
});
