// The boards served from memory (issue 16 item 4, issue 28 item 2). Each process holds, per board,
// every entry in board order, read together with the leaderboard projection's checkpoint: the top is
// a slice and anyone's exact rank a binary search (O(log n)), with no query per request.
//
// Freshness comes from the projection's position, not from a clock or from one process: a read
// asks (at most every POLL_MS, shared by all callers) where the serving build stands, and when it
// has moved past the board's checkpoint the process reads only the rows the projection changed since
// (each leaderboard row carries the position of the last event that changed it) and folds them into
// the board, a few milliseconds of the event loop at a time. A whole board is read again only when
// the serving build changed or too much changed at once, through a cursor, chunk by chunk, while
// callers keep the previous board; it is counted first, so its room is made once. The entries are
// typed columns (ids in UuidSlots): no object per person, nothing for the collector to walk, and no
// single stretch of the event loop longer than a chunk or a slice. A person whose own last write the
// board does not hold yet is answered with their own entry read afresh and placed among the others
// (read-your-writes), see `withOwn`.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../../platform/db/knex';
import { servingCheckpoint } from '../../platform/read-your-writes';
import { uuidWords, UuidSlots } from './uuid-slots';
import { boardChanges, boardKey, wholeBoard, type BoardEntry, type Period, type RankedEntry } from './queries';

/** How often a process asks whether the projection has moved. */
const POLL_MS = 200;
/** More changed rows than this at once are read as a whole board instead of folded one by one. */
const MAX_FOLD = 20_000;
/** The longest a fold keeps the event loop before letting others run. */
const FOLD_SLICE_MS = 5;
/** Boards kept per process: this week's and month's, the global one, and the previous period's for a while. */
const MAX_BOARDS = 6;

/** The longest the board code held the event loop in one go (a chunk appended, a fold's slice), wall and process CPU. */
let longest = { wallMs: 0, cpuMs: 0 };

function held(since: number, cpuSince: NodeJS.CpuUsage): void {
  const wallMs = performance.now() - since;
  const cpu = process.cpuUsage(cpuSince);
  longest = { wallMs: Math.max(longest.wallMs, wallMs), cpuMs: Math.max(longest.cpuMs, (cpu.user + cpu.system) / 1000) };
}

/** The longest hold since the last call (for benchmarks: under load the loop's delay also measures waiting for a CPU; this does less). */
export function longestHold(): { wallMs: number; cpuMs: number } {
  const was = longest;
  longest = { wallMs: 0, cpuMs: 0 };
  return was;
}

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

/**
 * One board as the projection held it at `checkpoint`, in typed columns: a million entries hold no
 * JavaScript object per person, so the collector has nothing to walk and nothing rehashes per person.
 * Each person has a slot that does not move; `order` lists the slots in board order, so placing a
 * changed person moves only the slots between their old and new place (a memmove of int32s).
 */
export class BoardSnapshot {
  private readonly ids = new UuidSlots();
  /** Slots ever used; erased people's slots are reused. */
  private slots = 0;
  private readonly freeSlots: number[] = [];
  private xp = new Int32Array(0);
  private level = new Int32Array(0);
  private streak = new Int32Array(0);
  /** Roles and streak days as codes into `names` (-1 for no day): they repeat across entries. */
  private role = new Int32Array(0);
  private streakDay = new Int32Array(0);
  private readonly names: string[] = [];
  private readonly codes = new Map<string, number>();
  /** Slots in board order; [0, size) are used, [0, admins) are the admins. */
  private order = new Int32Array(0);
  private length = 0;
  private admins = 0;

  constructor(
    readonly build: string | null,
    /** Advanced by `fold` once a board has taken the projection's rows changed up to it. */
    public checkpoint: string | null,
    readonly periodStart: string | null,
    entries: readonly BoardEntry[] = [],
    /** How many entries are coming (a whole read counts them first): room is made once, not by growing. */
    expected = 0,
  ) {
    void this.reserve(Math.max(expected, entries.length));
    this.append(entries);
  }

  get size(): number {
    return this.length;
  }

  /** Whether this snapshot already holds the event at `position`. */
  holds(position: string): boolean {
    return this.checkpoint !== null && this.checkpoint >= position;
  }

  /** Adds entries that come after every entry held, in board order (a board read chunk by chunk). */
  append(entries: readonly BoardEntry[]): void {
    const cpu = process.cpuUsage();
    const at = performance.now();
    void this.reserve(this.length + entries.length);
    for (const e of entries) {
      this.order[this.length++] = this.write(e);
      if (isAdmin(e)) this.admins++;
    }
    held(at, cpu);
  }

  /** Room for the newcomers among `entries`, made a slice at a time (a fold's newcomers then find it made). */
  makeRoom(entries: readonly BoardEntry[]): Promise<void> {
    const arrivals = entries.filter((e) => this.ids.get(e.user_id) < 0).length;
    return this.reserve(this.length + arrivals, nextTurn);
  }

  /** Takes a person's entry as the projection now holds it: placed anew, or added. */
  place(e: BoardEntry): void {
    let from = this.locate(e.user_id);
    const wasAdmin = from >= 0 && from < this.admins;
    // Where the entry goes among the others, searched while its old place still holds its old values.
    let to = this.lowerBound(isAdmin(e), e.total_xp, e.user_id);
    let slot: number;
    if (from < 0) {
      void this.reserve(this.length + 1);
      slot = this.write(e);
      from = this.length++;
    } else {
      slot = this.order[from]!;
      this.fill(slot, e);
      if (to > from) to--;
    }
    if (from < to) this.order.copyWithin(from, from + 1, to + 1);
    else this.order.copyWithin(to + 1, to, from);
    this.order[to] = slot;
    this.admins += Number(isAdmin(e)) - Number(wasAdmin);
  }

  /** Takes a person off the board (erased), when they are on it. */
  remove(userId: string): void {
    const at = this.locate(userId);
    if (at < 0) return;
    const slot = this.order[at]!;
    this.order.copyWithin(at, at + 1, this.length--);
    if (at < this.admins) this.admins--;
    this.ids.delete(userId);
    this.freeSlots.push(slot);
  }

  /** How many entries stand ahead of one with this role and XP (its rank is 1 + this): a binary search in its group. */
  ahead(e: Standing): number {
    let lo = isAdmin(e) ? 0 : this.admins;
    let hi = isAdmin(e) ? this.admins : this.length;
    // First entry of the group (XP descending) with XP <= e's: everyone before it has more.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.xp[this.order[mid]!]! > e.total_xp) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The first `limit` entries with their competition ranks. */
  top(limit: number): RankedEntry[] {
    return Array.from({ length: Math.min(limit, this.length) }, (_, i) => this.entry(this.order[i]!));
  }

  /** A person's entry and exact rank, or null when they are not on this board. */
  find(userId: string): RankedEntry | null {
    const slot = this.ids.get(userId);
    return slot < 0 ? null : this.entry(slot);
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

  private entry(slot: number): RankedEntry {
    const day = this.streakDay[slot]!;
    const e: BoardEntry = {
      user_id: this.ids.id(slot),
      total_xp: this.xp[slot]!,
      current_level: this.level[slot]!,
      daily_streak_count: this.streak[slot]!,
      streak_day: day < 0 ? null : this.names[day]!,
      role: this.names[this.role[slot]!]!,
    };
    return { ...e, rank: this.ahead(e) + 1 };
  }

  /** Where a person stands in `order`, or -1 when they are not on the board. */
  private locate(userId: string): number {
    const slot = this.ids.get(userId);
    if (slot < 0) return -1;
    // Admins are few: looked for one by one; anyone else by binary search on (XP, id).
    for (let i = 0; i < this.admins; i++) if (this.order[i] === slot) return i;
    return this.lowerBound(false, this.xp[slot]!, userId);
  }

  /** How many entries come before (role, XP, id) in board order. */
  private lowerBound(admin: boolean, xp: number, userId: string): number {
    const key = uuidWords(userId);
    let lo = admin ? 0 : this.admins;
    let hi = admin ? this.admins : this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const slot = this.order[mid]!;
      const other = this.xp[slot]!;
      if (other > xp || (other === xp && this.ids.compare(slot, key) < 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Room for `n` entries (grown by half, so appends stay amortised). Without `pause` it is made at
   * once; a fold passes one, so a million ids move to a larger table a slice at a time (see UuidSlots).
   */
  private reserve(n: number, pause?: () => Promise<unknown>): Promise<void> {
    const slots = n + this.freeSlots.length;
    if (slots <= this.order.length) return Promise.resolve();
    const capacity = Math.max(slots, Math.ceil(this.order.length * 1.5));
    const grow = (column: 'xp' | 'level' | 'streak' | 'role' | 'streakDay' | 'order') => {
      const b = new Int32Array(capacity);
      b.set(this[column]);
      this[column] = b;
    };
    const columns = ['xp', 'level', 'streak', 'role', 'streakDay', 'order'] as const;
    if (!pause) {
      columns.forEach(grow);
      return this.ids.reserve(capacity); // done before it returns: nothing awaits without a pause
    }
    // One column at a time (each a few MB allocated and copied at 1M), the loop given back between them.
    return (async () => {
      for (const column of columns) {
        await pause();
        grow(column);
      }
      await this.ids.reserve(capacity, pause);
    })();
  }

  /** Stores an entry in a free slot and returns it. */
  private write(e: BoardEntry): number {
    const slot = this.freeSlots.pop() ?? this.slots++;
    this.ids.set(e.user_id, slot);
    this.fill(slot, e);
    return slot;
  }

  private fill(slot: number, e: BoardEntry): void {
    this.xp[slot] = e.total_xp;
    this.level[slot] = e.current_level;
    this.streak[slot] = e.daily_streak_count;
    this.streakDay[slot] = e.streak_day === null ? -1 : this.code(e.streak_day);
    this.role[slot] = this.code(e.role);
  }

  private code(name: string): number {
    let code = this.codes.get(name);
    if (code === undefined) this.codes.set(name, (code = this.names.push(name) - 1));
    return code;
  }
}

interface Slot {
  current: Promise<BoardSnapshot>;
  refreshing: boolean;
  checkedAt: number;
}

/** Folds what changed into the board, giving the event loop back every FOLD_SLICE_MS; the checkpoint moves last. */
async function fold(board: BoardSnapshot, changes: { checkpoint: string | null; entries: readonly BoardEntry[]; erased: readonly string[] }) {
  await board.makeRoom(changes.entries);
  let slice = performance.now();
  let cpu = process.cpuUsage();
  for (const userId of changes.erased) board.remove(userId);
  for (const entry of changes.entries) {
    board.place(entry);
    if (performance.now() - slice > FOLD_SLICE_MS) {
      held(slice, cpu);
      await nextTurn();
      slice = performance.now();
      cpu = process.cpuUsage();
    }
  }
  board.checkpoint = changes.checkpoint;
  held(slice, cpu);
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

  /** A whole board, read chunk by chunk: each chunk comes after a round trip, so the event loop keeps turning. */
  const load = (period: Period, today: string) => wholeBoard(db, period, today, (head) => new BoardSnapshot(head.build, head.checkpoint, head.periodStart, [], head.size));

  /** Brings the board up to the projection in the background when it has moved past it (see the file's head). */
  function refresh(slot: Slot, period: Period, today: string) {
    if (slot.refreshing || now() - slot.checkedAt < POLL_MS) return;
    slot.checkedAt = now();
    slot.refreshing = true;
    void (async () => {
      try {
        const [at, board] = await Promise.all([position(), slot.current]);
        if ((at?.build ?? null) === board.build && (at?.checkpoint ?? null) === board.checkpoint) return;
        const changes = at?.build === board.build ? await boardChanges(db, period, today, board.checkpoint ?? '', MAX_FOLD) : null;
        if (changes && changes.build === board.build && changes.entries.length <= MAX_FOLD) await fold(board, changes);
        else slot.current = Promise.resolve(await load(period, today));
      } catch (err) {
        options.onError?.(err);
      } finally {
        slot.refreshing = false;
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
      const fresh: Slot = { current: load(period, today), refreshing: false, checkedAt: now() };
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
