import { describe, expect, it } from 'vitest';
import { AccountRegistered, ProfileUpdated, SubjectShredded, newEvent } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { searchableName, userSearchProjection, type OpenSealed } from './search-projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const bia = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';

// A stand-in vault: "sealed:<name>" opens to <name> unless the subject's key was destroyed.
const shredded = new Set<string>();
const open: OpenSealed = async (fields) => fields.map((f) => (shredded.has(f.subjectId) ? null : f.envelope.replace(/^sealed:/, '')));

const { db, project } = projectionTestDb(userSearchProjection(open));

const registered = (userId: string, name: string) =>
  newEvent(AccountRegistered, {
    userId,
    email: 'sealed:e',
    emailHash: 'a'.repeat(64),
    name: `sealed:${name}`,
    role: 'user',
    provider: 'google',
    googleSubject: 'sealed:g',
    emailVerifiedAt: null,
  });

describe('user_search projection', () => {
  it('keeps the opened name, lower case and without accents; an erasure deletes the row for good', async () => {
    expect(searchableName('  João   CONCEIÇÃO ')).toBe('joao conceicao');
    const events = asRecorded([
      at('2026-03-01T10:00:00Z', registered(ana, 'Ana Júlia Souza'), registered(bia, 'Beatriz Lima')),
      at('2026-03-02T10:00:00Z', newEvent(ProfileUpdated, { userId: bia, name: 'Beatriz Araújo' })),
      at('2026-03-03T10:00:00Z', newEvent(SubjectShredded, { subjectId: ana, requestId: null })),
    ]);
    const rows = async (table: (l: string) => string) => db()(table('user_search')).orderBy('name').select('id', 'name');
    for (const size of [1, 100]) expect(await rows(await project(events, size))).toEqual([{ id: bia, name: 'beatriz araujo' }]);
    // Rebuilt after the key is gone: the name cannot come back.
    shredded.add(ana);
    expect(await rows(await project(events.slice(0, 3)))).toEqual([{ id: bia, name: 'beatriz araujo' }]);
  });
});
