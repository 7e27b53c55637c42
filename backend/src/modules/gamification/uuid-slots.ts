// People's ids on a board in memory, without a JavaScript string or Map entry per person (issue 28
// item 2): at a million people a Map of strings cost the heap ~100 MB, a rehash of 50-300 ms each
// time it doubled and long full collections. Here each id is four uint32 words in one typed array,
// found through an open-addressing table (linear probing) of int32s: nothing the collector walks.

const EMPTY = 0;
/** Table entries moved to a larger table between two turns of the event loop (~5 ms of CPU here). */
const REHASH_SLICE = 32_768;

/** The 128 bits of a canonical UUID (8-4-4-4-12 hex digits) as four uint32 words, in its byte order. */
export function uuidWords(id: string, into = new Uint32Array(4)): Uint32Array {
  into[0] = parseInt(id.slice(0, 8), 16);
  into[1] = parseInt(id.slice(9, 13) + id.slice(14, 18), 16);
  into[2] = parseInt(id.slice(19, 23) + id.slice(24, 28), 16);
  into[3] = parseInt(id.slice(28, 36), 16);
  return into;
}

const hex = (word: number) => word.toString(16).padStart(8, '0');

/** Each id's slot (a small integer chosen by the caller), and each slot's id. */
export class UuidSlots {
  /** The id of slot s in words [4s, 4s + 4). */
  private words = new Uint32Array(0);
  /** slot + 1 of each id held, at its hash or just after; EMPTY elsewhere. Its length is a power of two. */
  private table = new Int32Array(16);
  private held = 0;
  private readonly key = new Uint32Array(4);

  /**
   * Room for slots [0, slots): the table is then at most half full. Moving a million ids to a larger
   * table is ~0.2 s of CPU (each a cache miss), so a caller that can wait passes `pause`: the new table
   * is filled a slice at a time, giving the event loop back between slices (nothing may change meanwhile).
   */
  async reserve(slots: number, pause?: () => Promise<unknown>): Promise<void> {
    if (slots * 4 > this.words.length) {
      const words = new Uint32Array(slots * 4);
      words.set(this.words);
      this.words = words;
    }
    if (slots * 2 <= this.table.length) return;
    const old = this.table;
    const table = new Int32Array(2 ** Math.ceil(Math.log2(slots * 2)));
    for (let from = 0; from < old.length; from += REHASH_SLICE) {
      if (pause && from > 0) await pause();
      for (let i = from; i < Math.min(from + REHASH_SLICE, old.length); i++) if (old[i] !== EMPTY) this.insertInto(table, old[i]! - 1);
    }
    this.table = table;
  }

  /** The slot of `id`, or -1. */
  get(id: string): number {
    const at = this.find(uuidWords(id, this.key));
    return at < 0 ? -1 : this.table[at]! - 1;
  }

  /** Gives `id` (not held) the slot `slot` (reserved). */
  set(id: string, slot: number): void {
    this.words.set(uuidWords(id, this.key), slot * 4);
    this.insert(slot);
  }

  delete(id: string): void {
    let hole = this.find(uuidWords(id, this.key));
    if (hole < 0) return;
    this.held--;
    // Backward-shift deletion: later entries of the probe run move into the hole when their home allows.
    const mask = this.table.length - 1;
    this.table[hole] = EMPTY;
    for (let at = (hole + 1) & mask; this.table[at] !== EMPTY; at = (at + 1) & mask) {
      const home = this.home(this.table[at]! - 1);
      const between = hole <= at ? home > hole && home <= at : home > hole || home <= at;
      if (between) continue;
      this.table[hole] = this.table[at]!;
      this.table[at] = EMPTY;
      hole = at;
    }
  }

  /** The id of a held slot, as PostgreSQL prints a uuid. */
  id(slot: number): string {
    const w = this.words;
    const [a, b, c, d] = [hex(w[slot * 4]!), hex(w[slot * 4 + 1]!), hex(w[slot * 4 + 2]!), hex(w[slot * 4 + 3]!)];
    return `${a}-${b.slice(0, 4)}-${b.slice(4)}-${c.slice(0, 4)}-${c.slice(4)}${d}`;
  }

  /** The sign of (id of `slot`) - `key` (from uuidWords): the order of the ids as text and as PostgreSQL's uuid. */
  compare(slot: number, key: Uint32Array): number {
    for (let i = 0; i < 4; i++) {
      const a = this.words[slot * 4 + i]!;
      if (a !== key[i]) return a < key[i]! ? -1 : 1;
    }
    return 0;
  }

  /** Where the table holds the id in `key`, or -1. */
  private find(key: Uint32Array): number {
    const mask = this.table.length - 1;
    for (let at = this.hash(key) & mask; this.table[at] !== EMPTY; at = (at + 1) & mask) {
      if (this.compare(this.table[at]! - 1, key) === 0) return at;
    }
    return -1;
  }

  private insert(slot: number): void {
    if (++this.held * 2 > this.table.length) void this.reserve(this.table.length); // no pause: done before it resolves
    this.insertInto(this.table, slot);
  }

  private insertInto(table: Int32Array, slot: number): void {
    const mask = table.length - 1;
    let at = this.hash(this.words, slot * 4) & mask;
    while (table[at] !== EMPTY) at = (at + 1) & mask;
    table[at] = slot + 1;
  }

  private home(slot: number): number {
    return this.hash(this.words, slot * 4) & (this.table.length - 1);
  }

  /** A mix of the four words (version-4 ids are random, others need not be). */
  private hash(w: Uint32Array, at = 0): number {
    let h = Math.imul(w[at]! ^ 0x9e3779b9, 0x85ebca6b);
    h = Math.imul(h ^ w[at + 1]!, 0xc2b2ae35);
    h = Math.imul(h ^ w[at + 2]!, 0x85ebca6b);
    h = Math.imul(h ^ w[at + 3]!, 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
  }
}
