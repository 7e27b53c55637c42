// What the gamification handlers share: the service, read-your-writes waits, and the boards in memory
// (a board's top rows and the people shown on it are opened once and shared between callers).
import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { projectionReader } from '@piboost/projections';
import { Forbidden, type Principal } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { achievementById } from '../catalogue';
import { gamification } from '../gamification';
import { boardsInMemory, type BoardSnapshot } from '../boards';
import { people, type BoardEntry, type PersonRow } from '../queries';
import { MAX_BOARD_LIMIT } from './leaderboard.schema';

export const TAGS = ['Gamificação'];
/** The Central's reads: for people whose profile is complete. */
export const READ = { method: 'GET', tags: TAGS, access: 'profile-complete', rateLimit: { points: 240, windowSeconds: 60, key: 'user' } } as const;
/** How long a read waits for the read models to show the caller's own last award (read-your-writes). */
const READ_YOUR_WRITES_MS = 3000;
/** How long a board's rendered top rows are shared between callers of one snapshot. */
const ROWS_CACHE_MS = 1000;
/** How long a shown person's opened name and avatar are reused on boards. */
const PERSON_CACHE_MS = 30_000;

const ANONYMOUS_INVESTOR = 'Investidor anônimo';

export const userParam = z.object({ userId: z.union([z.literal('me'), z.uuid('Usuário inválido.')]) });

export interface AchievementView {
  id: string;
  title: string;
  description: string;
  badge_icon: string;
  badge_color: string;
  family: string | null;
  unlocked_at: string;
}

export function achievementView(id: string, unlockedAt: Date | string): AchievementView | null {
  const a = achievementById.get(id);
  if (!a) return null;
  return { id: a.id, title: a.title, description: a.description, badge_icon: a.badge_icon, badge_color: a.badge_color, family: a.family ?? null, unlocked_at: new Date(unlockedAt).toISOString() };
}

const isStaff = (p: Principal) => p.roles.includes('admin') || p.roles.includes('support');

/** `me` or the caller's own id; someone else's only for staff. */
function targetUser(principal: Principal, userId: string): string {
  if (userId === 'me' || userId === principal.userId) return principal.userId;
  if (!isStaff(principal)) throw new Forbidden('Você só pode ver o seu próprio perfil de gamificação.', 'NOT_OWN_PROFILE');
  return userId;
}

/** The handlers' shared reads, one per runtime's routes. */
// size: one closure over the caches the handlers share (people shown, rendered board tops, the boards)
export function gamificationReads(runtime: Runtime) {
  const service = gamification(runtime);
  // Only asked whether the read models have passed a position.
  const readModels = projectionReader(runtime.db, { store: runtime.store, projections: runtime.projections, logger: runtime.logger });

  /** The person a read is about (`me` or, for staff, anyone); one's own reads wait for one's own writes. */
  async function readableUser(principal: Principal, requested: string): Promise<string> {
    const userId = targetUser(principal, requested);
    if (userId === principal.userId) await waitForOwnWrites(userId);
    return userId;
  }

  async function waitForOwnWrites(userId: string): Promise<void> {
    const position = service.lastPosition(userId);
    if (position) await readModels.wait(position, { projections: ['users', 'leaderboard', 'gamification'], timeoutMs: READ_YOUR_WRITES_MS, pollMs: 10 });
  }

  /** Name, e-mail and avatar in the clear; the person's key must be preloaded (one query for a whole board). */
  async function decryptPerson(p: PersonRow) {
    const open = (v: string | null) => (v ? runtime.vault.decryptField(v) : Promise.resolve(null));
    const [name, email, avatar] = await Promise.all([open(p.name), open(p.email), open(p.avatar_url)]);
    return { name, email, avatar_url: avatar };
  }

  // The day before `today`, worked out once per day (every board row asks).
  let yesterdayOf = { today: '', yesterday: '' };
  function streakOf(entry: Pick<BoardEntry, 'daily_streak_count' | 'streak_day'>, today: string): number {
    if (!entry.streak_day) return 0;
    if (yesterdayOf.today !== today) {
      const yesterday = new Date(`${today}T12:00:00Z`);
      yesterday.setUTCDate(yesterday.getUTCDate() - 1);
      yesterdayOf = { today, yesterday: yesterday.toISOString().slice(0, 10) };
    }
    // A streak whose last login is before yesterday has lapsed, even before the next login records the break.
    return entry.streak_day >= yesterdayOf.yesterday ? entry.daily_streak_count : 0;
  }

  // Who a board shows (name, avatar, provider), opened once per person and PERSON_CACHE_MS: a board
  // read then costs no decryption. An erased or renamed person shows as such within that time.
  const shownPeople = new Map<string, { at: number; name: string | null; avatar_url: string | null; provider: string; public: boolean }>();
  async function shown(ids: readonly string[]) {
    // A cache's age, not business time.
    const now = performance.now();
    const missing = ids.filter((id) => now - (shownPeople.get(id)?.at ?? -Infinity) >= PERSON_CACHE_MS);
    if (missing.length) {
      const persons = await people(runtime.readDb, missing);
      // One query for the keys of everyone shown who has sealed fields.
      await runtime.vault.preload([...persons.values()].filter((p) => p.name ?? p.email ?? p.avatar_url).map((p) => p.id));
      if (shownPeople.size > 50_000) shownPeople.clear();
      await Promise.all(
        missing.map(async (id) => {
          const p = persons.get(id);
          const { name, avatar_url } = p ? await decryptPerson(p) : { name: null, avatar_url: null };
          shownPeople.set(id, { at: now, name, avatar_url, provider: p?.provider ?? 'password', public: p?.profile_visibility === 'public' });
        }),
      );
    }
    return new Map(ids.map((id) => [id, shownPeople.get(id)!]));
  }

  /**
   * A private profile (the default) is an anonymous investor on boards, except to its owner
   * (`viewerId`). Staff rows speak for the platform and always carry their name.
   */
  async function boardRows(entries: readonly (BoardEntry & { rank: number })[], today: string, viewerId?: string) {
    const persons = await shown(entries.map((e) => e.user_id));
    return Promise.all(
      entries.map(async (e) => {
        const person = persons.get(e.user_id)!;
        const { name, avatar_url, provider } = person.public || e.user_id === viewerId || e.role !== 'user' ? person : { ...person, name: ANONYMOUS_INVESTOR, avatar_url: null };
        return {
          id: e.user_id,
          name: name ?? 'Usuário',
          avatar_url,
          total_xp: e.total_xp,
          current_level: e.current_level,
          daily_streak_count: streakOf(e, today),
          role: e.role,
          global_rank: e.rank,
          auth_provider: provider,
          is_staff: e.role === 'admin' || e.role === 'support',
        };
      }),
    );
  }

  // The boards live in memory, as fresh as the leaderboard projection's position (boards.ts). The
  // rendered top (names opened) is shared by every caller of one board state for ROWS_CACHE_MS, so a
  // renamed or erased person shows as such within PERSON_CACHE_MS.
  const boards = boardsInMemory(runtime.readDb, { onError: (err) => runtime.logger.warn({ err }, 'gamification: ranking não recarregado') });
  type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];
  const renderedTops = new WeakMap<BoardSnapshot, { today: string; checkpoint: string | null; at: number; top: Promise<{ rows: BoardRow[]; json: Buffer[] }> }>();
  /**
   * The board's first MAX_BOARD_LIMIT + 1 rows (one more, for a caller who moves within it), as
   * everyone but their owners see them, each also as its JSON: a board's answer is then mostly copied bytes.
   */
  function sharedTop(board: BoardSnapshot, today: string) {
    const hit = renderedTops.get(board);
    // A board takes the projection's changes in place: its checkpoint says whether the top may have moved.
    if (hit && hit.today === today && hit.checkpoint === board.checkpoint && performance.now() - hit.at < ROWS_CACHE_MS) return hit.top;
    const top = boardRows(board.top(MAX_BOARD_LIMIT + 1), today).then((rows) => ({ rows, json: rows.map((r) => Buffer.from(JSON.stringify(r))) }));
    renderedTops.set(board, { today, checkpoint: board.checkpoint, at: performance.now(), top });
    top.catch(() => renderedTops.delete(board));
    return top;
  }

  async function achievementsOf(userId: string): Promise<AchievementView[]> {
    const rows = await runtime.db('gamification_achievements').where({ user_id: userId }).orderBy('unlocked_at', 'desc').select<{ achievement_id: string; unlocked_at: Date }[]>('achievement_id', 'unlocked_at');
    return rows.map((r) => achievementView(r.achievement_id, r.unlocked_at)).filter((a): a is AchievementView => a !== null);
  }


  return { runtime, service, readableUser, waitForOwnWrites, decryptPerson, streakOf, boardRows, boards, sharedTop, achievementsOf };
}

export type GamificationReads = ReturnType<typeof gamificationReads>;
