// The boards served from memory (issue 16 item 4). Each process holds, per board, every entry in
// board order, read in one snapshot together with the leaderboard projection's checkpoint: the top
// is a slice and anyone's exact rank a binary search (O(log n)), with no query per request.
//
// Freshness comes from the projection's position, not from a clock or from one process: a read
// asks (at most every POLL_MS, shared by all callers) where the serving build stands, and when it
// has moved past the snapshot the board is read again in the background while callers keep the
// previous snapshot. A person whose own last write the snapshot does not hold yet is answered with
// their own entry read afresh and placed among the others (read-your-writes), see `withOwn`.
import type { Db } from '../../platform/db/knex';
import { servingCheckpoint } from '../../platform/read-your-writes';
import { boardKey, wholeBoard, type BoardEntry, type Period, type RankedEntry } from './queries';

/** How often a process asks whether the projection has moved. */
const POLL_MS = 200;
/** A board is read again at most this often... */
const MIN_RELOAD_MS = 500;
/** ...and at most once per this many times its last read took, so reloads stay a small share of a core however large the board. */
const RELOAD_SHARE = 5;
/** Boards kept per process: this week's and month's, the global one, and the previous period's for a while. */
const MAX_BOARDS = 6;

type Standing = Pick<BoardEntry, 'role' | 'total_xp'>;

const isAdmin = (e: Pick<BoardEntry, 'role'>) => e.role === 'admin';

/** Whether `a` stands strictly ahead of `b` (admins first, then more XP; equal XP shares a rank). */
export function standsAhead(a: Standing, b: Standing): boolean {
  if (isAdmin(a) !== isAdmin(b)) return isAdmin(a);
  return a.total_xp > b.total_xp;
}

/** Board order: admins first, then by XP, ties by id (as topOfBoard orders them). */
function boardOrder(a: Standing & { id: string }, b: Standing & { id: string }): number {
  if (isAdmin(a) !== isAdmin(b)) return isAdmin(a) ? -1 : 1;
  if (a.total_xp !== b.total_xp) return b.total_xp - a.total_xp;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** One board as the projection held it at `checkpoint`, in columns (a million entries stay compact). */
export class BoardSnapshot {
  private readonly ids: string[] = [];
  private readonly xp: Int32Array;
  private readonly level: Int32Array;
  private readonly streak: Int32Array;
  private readonly streakDay: (string | null)[] = [];
  private readonly role: string[] = [];
  private readonly index = new Map<string, number>();
  /** Entries [0, admins) are the admins. */
  private readonly admins: number;

  constructor(
    readonly build: string | null,
    readonly checkpoint: string | null,
    readonly periodStart: string | null,
    entries: readonly BoardEntry[],
  ) {
    const n = entries.length;
    this.xp = new Int32Array(n);
    this.level = new Int32Array(n);
    this.streak = new Int32Array(n);
    // Roles and days repeat across entries: one string each instead of one per entry.
    const shared = new Map<string, string>();
    const intern = (s: string) => shared.get(s) ?? (shared.set(s, s), s);
    let admins = 0;
    for (let i = 0; i < n; i++) {
      const e = entries[i]!;
      this.ids.push(e.user_id);
      this.index.set(e.user_id, i);
      this.xp[i] = e.total_xp;
      this.level[i] = e.current_level;
      this.streak[i] = e.daily_streak_count;
      this.streakDay.push(e.streak_day === null ? null : intern(e.streak_day));
      this.role.push(intern(e.role));
      if (e.role === 'admin') admins = i + 1;
    }
    this.admins = admins;
  }

  get size(): number {
    return this.ids.length;
  }

  /** Whether this snapshot already holds the event at `position`. */
  holds(position: string): boolean {
    return this.checkpoint !== null && this.checkpoint >= position;
  }

  /** How many entries stand ahead of one with this role and XP (its rank is 1 + this): a binary search in its group. */
  ahead(e: Standing): number {
    let lo = isAdmin(e) ? 0 : this.admins;
    let hi = isAdmin(e) ? this.admins : this.ids.length;
    const group = lo;
    // First entry of the group (XP descending) with XP <= e's: everyone before it has more.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.xp[mid]! > e.total_xp) lo = mid + 1;
      else hi = mid;
    }
    return isAdmin(e) ? lo : this.admins + (lo - group);
  }

  private entry(i: number): RankedEntry {
    const e: BoardEntry = {
      user_id: this.ids[i]!,
      total_xp: this.xp[i]!,
      current_level: this.level[i]!,
      daily_streak_count: this.streak[i]!,
      streak_day: this.streakDay[i]!,
      role: this.role[i]!,
    };
    return { ...e, rank: this.ahead(e) + 1 };
  }

  /** The first `limit` entries with their competition ranks. */
  top(limit: number): RankedEntry[] {
    return Array.from({ length: Math.min(limit, this.ids.length) }, (_, i) => this.entry(i));
  }

  /** A person's entry and exact rank, or null when they are not on this board. */
  find(userId: string): RankedEntry | null {
    const i = this.index.get(userId);
    return i === undefined ? null : this.entry(i);
  }

  /**
   * A person's own entry read after this snapshot (`own`, null when not on the board) placed among
   * the others as this snapshot holds them: the person's rank, and `rows` (the top of this snapshot,
   * at least limit + 1 of them) with the person in their new place and everyone's rank moved by it.
   */
  withOwn<R extends Standing & { id: string; global_rank: number }>(rows: readonly R[], limit: number, userId: string, own: R | null): { rows: R[]; me: R | null } {
    const old = this.find(userId);
    const moved = (r: Standing) => (own && standsAhead(own, r) ? 1 : 0) - (old && standsAhead(old, r) ? 1 : 0);
    const ranked = rows
      .filter((r) => r.id !== userId)
      .slice(0, limit)
      .map((r) => ({ ...r, global_rank: r.global_rank + moved(r) }));
    if (!own) return { rows: ranked, me: null };
    const me = { ...own, global_rank: this.ahead(own) - (old && standsAhead(old, own) ? 1 : 0) + 1 };
    const at = ranked.findIndex((r) => boardOrder(r, me) > 0);
    ranked.splice(at < 0 ? ranked.length : at, 0, me);
    return { rows: ranked.slice(0, limit), me };
  }
}

interface Slot {
  current: Promise<BoardSnapshot>;
  reloading: boolean;
  checkedAt: number;
  cost: { loadedAt: number; loadMs: number };
}

/** The boards of one process, each kept as fresh as the projection's position (see the file's head). */
export function boardsInMemory(db: Db, options: { onError?: (err: unknown) => void; now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const slots = new Map<string, Slot>();
  let serving: { at: number; value: Promise<{ build: string; checkpoint: string | null } | null> } | null = null;

  /** Where the serving build stands, asked at most every POLL_MS by this process. */
  function position() {
    if (!serving || now() - serving.at >= POLL_MS) {
      const value = servingCheckpoint(db, 'leaderboard');
      serving = { at: now(), value };
      value.catch(() => (serving = null));
    }
    return serving.value;
  }

  async function load(period: Period, today: string, cost: Slot['cost']): Promise<BoardSnapshot> {
    const started = now();
    const b = await wholeBoard(db, period, today);
    cost.loadMs = now() - started;
    cost.loadedAt = now();
    return new BoardSnapshot(b.build, b.checkpoint, b.periodStart, b.entries);
  }

  /** Reads the board again in the background when the projection has moved past the snapshot (throttled by its cost). */
  function refresh(slot: Slot, period: Period, today: string) {
    if (slot.reloading || now() - slot.checkedAt < POLL_MS) return;
    slot.checkedAt = now();
    slot.reloading = true;
    void (async () => {
      try {
        const [at, snapshot] = await Promise.all([position(), slot.current]);
        const moved = (at?.build ?? null) !== snapshot.build || (at?.checkpoint ?? null) !== snapshot.checkpoint;
        if (!moved || now() - slot.cost.loadedAt < Math.max(MIN_RELOAD_MS, RELOAD_SHARE * slot.cost.loadMs)) return;
        const next = await load(period, today, slot.cost);
        slot.current = Promise.resolve(next);
      } catch (err) {
        options.onError?.(err);
      } finally {
        slot.reloading = false;
      }
    })();
  }

  return {
    /** The board's latest snapshot in this process (read the first time it is asked for). */
    board(period: Period, today: string): Promise<BoardSnapshot> {
      const key = boardKey(period, today);
      const slot = slots.get(key);
      if (slot) {
        refresh(slot, period, today);
        return slot.current;
      }
      const cost = { loadedAt: now(), loadMs: 0 };
      const fresh: Slot = { current: load(period, today, cost), reloading: false, checkedAt: now(), cost };
      // A failed first read is not kept: the next caller tries again.
      fresh.current.catch(() => {
        if (slots.get(key) === fresh) slots.delete(key);
      });
      if (slots.size >= MAX_BOARDS) slots.delete(slots.keys().next().value!);
      slots.set(key, fresh);
      return fresh.current;
    },
  };
}

export type BoardsInMemory = ReturnType<typeof boardsInMemory>;
