// The engine's reader facade: what the API asks of the engine's tables, answered without naming them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../../tests/projections/support/env';
import { HELD } from './builds';
import { projectionReader, servingCheckpoint } from './reader';

let env: TestEnv;
const ids: Record<'retired' | 'active' | 'failed', number> = { retired: 0, active: 0, failed: 0 };

async function park(projection: string, buildId: number | null, n: number) {
  await env.db('projection_dead_letters').insert({ projection, build_id: buildId, event_id: `e-${projection}-${n}`, stream_id: 's', stream_version: n, position: String(n), event_type: 'X', error: 'falhou' });
}

beforeAll(async () => {
  env = await createTestEnv();
  await env.db('projection_registry').insert({ name: 'users', state: 'active', version: 2 });
  for (const status of ['retired', 'active', 'failed'] as const) {
    const [row] = await env.db('projection_builds').insert({ projection: 'users', version: 2, status, tables: ['users'], checkpoint: '0005', error: status === 'failed' ? `${HELD}: 3 eventos` : null }).returning('id');
    ids[status] = Number((row as { id: string }).id);
  }
  await env.db('projection_registry').where({ name: 'users' }).update({ active_build_id: ids.active });
  await park('users', ids.retired, 1);
  await park('users', ids.active, 2);
  await park('users', ids.failed, 3);
  await park('mailer', null, 4);
});
afterAll(() => env.close());

describe('projectionReader', () => {
  const reader = () => projectionReader(env.db, { store: env.store, projections: [] });

  it('reads the serving checkpoint and the build the engine held back', async () => {
    expect(await servingCheckpoint(env.db, 'users')).toEqual({ build: String(ids.active), checkpoint: '0005' });
    expect(await servingCheckpoint(env.db, 'leaderboard')).toBeNull();
    expect(await reader().held('users')).toMatchObject({ build_id: ids.failed, reason: `${HELD}: 3 eventos` });
  });

  it('lists dead letters with open and obsolete, and the open ones oldest first up to a limit', async () => {
    const rows = (await reader().deadLetterRows().orderBy('d.id')) as { event_id: string; open: boolean; obsolete: boolean }[];
    expect(rows.map((r) => [r.event_id, r.open, r.obsolete])).toEqual([
      ['e-users-1', true, true],
      ['e-users-2', true, false],
      ['e-users-3', true, true],
      ['e-mailer-4', true, false],
    ]);
    expect((await reader().openDeadLetters(2)).map((l) => l.eventId)).toEqual(['e-users-1', 'e-users-2']);
  });

  it('dismisses only the letters of replaced builds, as of the time it is given', async () => {
    const at = new Date('2026-03-10T12:00:00.000Z');
    expect(await reader().dismissObsolete(at)).toEqual({ users: 2 });
    const resolved = await env.db('projection_dead_letters').whereNotNull('resolved_at').orderBy('id').select('event_id', 'resolved_at');
    expect(resolved).toEqual([
      { event_id: 'e-users-1', resolved_at: at },
      { event_id: 'e-users-3', resolved_at: at },
    ]);
    expect(await reader().dismissObsolete(at)).toEqual({});
  });
});
