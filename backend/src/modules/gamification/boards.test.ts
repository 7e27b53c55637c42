// The board in memory against the definition of a rank (1 + everyone ahead: every admin ahead of
// everyone else, then more XP), on random boards with many ties, also when a person's own entry
// is fresher than the snapshot (read-your-writes), and after changes are folded into it.
import { describe, expect, it } from 'vitest';
import { BoardSnapshot } from './boards';
import type { BoardEntry } from './queries';

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

function randomBoard(seed: number, size: number): BoardEntry[] {
  const next = random(seed);
  const roles = ['user', 'user', 'user', 'user', 'support', 'admin'];
  return Array.from({ length: size }, () => ({
    user_id: id(next(1_000_000)),
    total_xp: next(40),
    current_level: 1 + next(10),
    daily_streak_count: next(5),
    streak_day: next(2) ? '2026-01-05' : null,
    role: roles[next(roles.length)]!,
  }))
    .filter((e, i, all) => all.findIndex((o) => o.user_id === e.user_id) === i)
    .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || b.total_xp - a.total_xp || (a.user_id < b.user_id ? -1 : 1));
}

const rankIn = (entries: readonly Pick<BoardEntry, 'role' | 'total_xp'>[], e: Pick<BoardEntry, 'role' | 'total_xp'>) =>
  1 + entries.filter((o) => (o.role === 'admin' && e.role !== 'admin') || ((o.role === 'admin') === (e.role === 'admin') && o.total_xp > e.total_xp)).length;

const row = (e: BoardEntry & { rank: number }) => ({ id: e.user_id, role: e.role, total_xp: e.total_xp, global_rank: e.rank });

describe('a board in memory', () => {
  it('gives everyone the exact competition rank, and the top in board order', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const entries = randomBoard(seed, 300);
      const board = new BoardSnapshot('1', '10', null, entries);
      for (const e of entries) expect(board.find(e.user_id)).toEqual({ ...e, rank: rankIn(entries, e) });
      expect(board.top(50).map((e) => e.user_id)).toEqual(entries.slice(0, 50).map((e) => e.user_id));
      expect(board.find(id(2_000_000))).toBeNull();
    }
  });

  it('places a fresher own entry among the others and moves their ranks by it', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const next = random(seed * 7);
      const entries = randomBoard(seed, 120);
      const board = new BoardSnapshot('1', '10', null, entries);
      const rows = board.top(11).map(row);
      // Someone on the board who gained XP (or changed group), someone new, or someone who left.
      const who = next(3) === 0 ? id(3_000_000) : entries[next(entries.length)]!.user_id;
      const before = entries.find((e) => e.user_id === who);
      const own = next(5) === 0 ? null : { id: who, role: next(4) === 0 ? 'admin' : (before?.role ?? 'user'), total_xp: (before?.total_xp ?? 0) + next(30), global_rank: 0 };
      const { rows: top, me } = board.withOwn(rows, 10, who, own);

      // The truth: the board as it is now, with the person's entry replaced.
      const now = entries.filter((e) => e.user_id !== who).map((e) => ({ id: e.user_id, role: e.role, total_xp: e.total_xp }));
      if (own) now.push({ id: own.id, role: own.role, total_xp: own.total_xp });
      now.sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || b.total_xp - a.total_xp || (a.id < b.id ? -1 : 1));
      const expected = now.slice(0, 10).map((e) => ({ ...e, global_rank: rankIn(now, e) }));
      expect(top).toEqual(expected);
      expect(me).toEqual(own ? { ...own, global_rank: rankIn(now, own) } : null);
    }
  });

  it('folds changes and erasures in as if the board had been read again', async () => {
    for (let seed = 1; seed <= 10; seed++) {
      const next = random(seed * 13);
      let entries = randomBoard(seed, 200);
      const board = new BoardSnapshot('1', '10', null);
      // Read in chunks, as from the cursor.
      for (let at = 0; at < entries.length; at += 37) board.append(entries.slice(at, at + 37));
      for (let round = 0; round < 5; round++) {
        // Someone gains XP or changes role, someone new arrives, someone is erased.
        const changed = Array.from({ length: 1 + next(30) }, () => {
          const who = next(4) === 0 ? id(2_000_000 + next(1000)) : entries[next(entries.length)]!.user_id;
          const before = entries.find((e) => e.user_id === who);
          const role = next(8) === 0 ? ['user', 'admin', 'support'][next(3)]! : (before?.role ?? 'user');
          return { user_id: who, total_xp: (before?.total_xp ?? 0) + next(20), current_level: 1 + next(10), daily_streak_count: next(5), streak_day: null, role };
        });
        const erased = entries.length > 10 && next(2) ? [entries[next(entries.length)]!.user_id, id(9_999_999)] : [];
        for (const userId of erased) board.remove(userId);
        // As a fold does: room made first, a slice at a time (every other round; otherwise grown on arrival).
        if (round % 2) await board.makeRoom(changed);
        for (const e of changed) board.place(e);
        const latest = new Map(changed.map((e) => [e.user_id, e]));
        entries = [...entries.filter((e) => !latest.has(e.user_id)), ...latest.values()]
          .filter((e) => !erased.includes(e.user_id) || latest.has(e.user_id))
          .sort((a, b) => Number(b.role === 'admin') - Number(a.role === 'admin') || b.total_xp - a.total_xp || (a.user_id < b.user_id ? -1 : 1));
        // Erasures are folded first, so an erased person who changed after is back (as the projection has them).
        const reread = new BoardSnapshot('1', '11', null, entries);
        expect(board.size).toBe(entries.length);
        expect(board.top(entries.length)).toEqual(reread.top(entries.length));
        for (const e of entries) expect(board.find(e.user_id)).toEqual({ ...e, rank: rankIn(entries, e) });
        for (const userId of erased.filter((u) => !latest.has(u))) expect(board.find(userId)).toBeNull();
      }
    }
  });

  it('holds the events up to its checkpoint', () => {
    const board = new BoardSnapshot('1', '0000000000000010', null, []);
    expect(board.holds('0000000000000009')).toBe(true);
    expect(board.holds('0000000000000010')).toBe(true);
    expect(board.holds('0000000000000011')).toBe(false);
    expect(new BoardSnapshot(null, null, null, []).holds('0000000000000001')).toBe(false);
  });
});
