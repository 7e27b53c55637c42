// A rebuild that parks events the serving build applied is not switched in without an explicit
// force (issue 10, item 7): a CLI run with other secrets once parked every AccountRegistered and
// switched in an empty user_search while health said ok.
import { expect, it } from 'vitest';
import { BuildHeld } from '@piboost/projections/engine/builds';
import { projectionsCli } from '../../scripts/lib/projections-cli';
import { useEngineEnv } from './support/engine-env';
import { appendCounted, expectedCounts, projectedCounts } from './support/env';
import { streamCounts } from './support/stream-counts';
import { eventually } from '../support/eventually';

/** Events the next build cannot apply (the serving build applied them before they were "poisoned"). */
const poisoned = new Set<string>();
const t = useEngineEnv({ projections: [streamCounts({ poison: (e) => poisoned.has(e.eventId) })] });

it('holds a rebuild with new dead letters, keeps serving the old build, and switches only when forced', async () => {
  const last = await appendCounted(t.env.store, { streams: 4, perStream: 50 });
  const engine = t.engine();
  await engine.start();
  expect(await engine.waitFor(last)).toBe(true);
  // The first build serves (a rebuild before that would only resume it).
  await eventually(async () => (await engine.status())[0]!.state === 'active');
  const expected = await expectedCounts(t.env.db);
  for (const id of await t.env.db('es_events').orderBy('global_position').limit(3).pluck('event_id')) poisoned.add(id);

  await expect(engine.rebuild('stream_counts')).rejects.toThrow(BuildHeld);
  await expect(engine.rebuild('stream_counts')).rejects.toThrow(/o build novo parou 3 eventos que o build em uso aplicou/);
  const held = await t.env.db('projection_builds').orderBy('id').pluck('status');
  expect(held).toEqual(['active', 'failed', 'failed']);
  // Reads stay on the complete build, and the held builds' letters are obsolete (not counted).
  expect(await projectedCounts(t.env.db, 'stream_counts')).toEqual(expected);
  expect((await engine.status())[0]!.deadLetters).toBe(0);

  // The CLI says why and exits 3 without --force ...
  const lines: string[] = [];
  const cli = { db: t.env.db, store: t.env.store, projections: [streamCounts({ poison: (e) => poisoned.has(e.eventId) })] };
  expect(await projectionsCli(['rebuild', 'stream_counts'], cli, { out: (l) => lines.push(l) })).toBe(3);
  expect(lines.join('\n')).toMatch(/não foi ativado .*--force/);
  // ... and switches with it: the operator chose a read model with three events missing.
  expect(await projectionsCli(['rebuild', 'stream_counts', '--force'], cli, { out: (l) => lines.push(l) })).toBe(0);
  await eventually(async () => (await engine.builds('stream_counts')).at(-1)!.status === 'active');
  expect((await engine.status())[0]!.deadLetters).toBe(3);
});
