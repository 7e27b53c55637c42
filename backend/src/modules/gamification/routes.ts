// Central de Gamificação (product-spec §2, §3, §7; DECISIONS 15-17), as the shared contract
// describes it: award-xp (the server decides the XP), profile, leaderboard, achievements, daily
// challenges, rewards and claims, and platform analytics with CSV exports.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { monthStart } from '@piboost/events';
import { ProjectionEngine } from '@piboost/projections';
import { Conflict, CsvDay, Forbidden, NotFound, ValidationError, defineRoute, exportFileName, sendCsv, type CsvColumn, type CsvValue, type Principal, type RouteModule } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { ACHIEVEMENTS, CLIENT_ACTIVITIES, PAGE_EVENTS, REWARDS, achievementById, type Activity, type RewardDefinition } from './catalogue';
import { RewardAlreadyClaimed, RewardLocked, RewardNotFound, challengeCurrent, multiplierAt, type AwardOutcome, type Challenge, type GamificationState } from './decide';
import { gamification } from './gamification';
import { levelProgress } from './levels';
import { RANGES, analytics, dailyStats, people, standing, topOfBoard, type Analytics, type BoardEntry, type Period, type PersonRow } from './queries';

const TAGS = ['Gamificação'];
const READ_LIMIT = { points: 240, windowSeconds: 60, key: 'user' } as const;
/** Pages report visits and minutes as people move around; a client looping faster than this is broken or farming. */
const AWARD_LIMIT = { points: 600, windowSeconds: 60, key: 'user' } as const;
/** How long a read waits for the read models to show the caller's own last award (read-your-writes). */
const READ_YOUR_WRITES_MS = 3000;
/** How long a board's top rows are shared between callers before they are read again. */
const BOARD_CACHE_MS = 1000;
/** How long a shown person's opened name and avatar are reused on boards. */
const PERSON_CACHE_MS = 30_000;
/** A board read within this long after the caller's own write skips the shared copy. */
const FRESH_AFTER_WRITE_MS = BOARD_CACHE_MS + READ_YOUR_WRITES_MS;

const ANONYMOUS_INVESTOR = 'Investidor anônimo';

const SYSTEM_ACTIVITIES = ['achievement_unlock', 'streak_milestone', 'level_up', 'complete_profile', 'challenge_completed', 'reward_claimed', 'survey_completion'];

const awardInput = z.object({
  activityName: z.string({ error: 'Informe a atividade.' }).min(1, 'Informe a atividade.').max(64),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
const userParam = z.object({ userId: z.union([z.literal('me'), z.uuid('Usuário inválido.')]) });
const leaderboardQuery = z.object({
  period: z.enum(['global', 'weekly', 'monthly'], 'Período inválido: use global, weekly ou monthly.').default('global'),
  limit: z.coerce.number().int('Limite inválido.').min(1, 'Limite mínimo: 1.').max(100, 'Limite máximo: 100.').default(50),
});
const rangeQuery = z.object({ range: z.enum(['7d', '30d', '90d'], 'Intervalo inválido: use 7d, 30d ou 90d.').default('7d') });
const idempotencyHeader = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
const detail = z.string().regex(/^[a-z0-9_:-]{1,64}$/i);
const dayString = z.iso.date();

export interface AchievementView {
  id: string;
  title: string;
  description: string;
  badge_icon: string;
  badge_color: string;
  unlocked_at: string;
}

function achievementView(id: string, unlockedAt: Date | string): AchievementView | null {
  const a = achievementById.get(id);
  if (!a) return null;
  return { id: a.id, title: a.title, description: a.description, badge_icon: a.badge_icon, badge_color: a.badge_color, unlocked_at: new Date(unlockedAt).toISOString() };
}

/** What the client asked for, as the decider's activity: validated per activity, with its natural idempotency key. */
function parseActivity(body: z.infer<typeof awardInput>): { activity: Activity; detail?: string; baseAmount?: number; naturalKey?: (day: string) => string } {
  const metadata = body.activityName === 'daily_login' ? { ...body.metadata, feature: 'daily_login' } : (body.metadata ?? {});
  // `daily_login` on its own is the console's feature_usage of the same name.
  const name = body.activityName === 'daily_login' ? 'feature_usage' : body.activityName;
  if (SYSTEM_ACTIVITIES.includes(name)) {
    throw new Forbidden('Esta atividade é concedida apenas pela plataforma.', 'SYSTEM_ACTIVITY');
  }
  if (!(CLIENT_ACTIVITIES as readonly string[]).includes(name)) {
    throw new ValidationError({ activityName: `Atividade desconhecida: use ${CLIENT_ACTIVITIES.join(', ')}.` });
  }
  switch (name as (typeof CLIENT_ACTIVITIES)[number]) {
    case 'page_visit': {
      const event = metadata.event;
      if (typeof event !== 'string' || !(PAGE_EVENTS as readonly string[]).includes(event)) {
        throw new ValidationError({ 'metadata.event': `Página inválida: use ${PAGE_EVENTS.join(', ')}.` });
      }
      return { activity: 'page_visit', detail: event, naturalKey: (day) => `page_visit:${event}:${day}` };
    }
    case 'feature_usage': {
      const feature = detail.safeParse(metadata.feature);
      if (!feature.success) throw new ValidationError({ 'metadata.feature': 'Informe o recurso usado (letras, números e _).' });
      if (feature.data === 'daily_login') {
        if (metadata.loginDate !== undefined && !dayString.safeParse(metadata.loginDate).success) {
          throw new ValidationError({ 'metadata.loginDate': 'Data de login inválida (AAAA-MM-DD).' });
        }
        // The server's São Paulo day decides which day the login counts for, not the client's date.
        return { activity: 'daily_login', detail: 'daily_login', naturalKey: (day) => `daily_login:${day}` };
      }
      return { activity: 'feature_usage', detail: feature.data };
    }
    case 'time_spent': {
      const minutes = z.int().min(1).max(24 * 60).safeParse(metadata.minutes);
      if (!minutes.success) throw new ValidationError({ 'metadata.minutes': 'Informe os minutos (número inteiro a partir de 1).' });
      return { activity: 'time_spent', detail: `${minutes.data}min`, baseAmount: minutes.data };
    }
    case 'interaction': {
      const target = detail.safeParse(metadata.target);
      if (!target.success) throw new ValidationError({ 'metadata.target': 'Informe o alvo da interação (letras, números e _).' });
      return { activity: 'interaction', detail: target.data };
    }
  }
}

const ACTIVITY_LABELS: Partial<Record<Activity, string>> = {
  page_visit: 'visita',
  daily_login: 'login diário',
  feature_usage: 'uso de recurso',
  time_spent: 'tempo na plataforma',
  interaction: 'interação',
};

function awardMessage(o: AwardOutcome, activity: Activity): string {
  if (o.duplicate) return 'Atividade já registrada: o XP não é concedido duas vezes.';
  if (o.xpAwarded === 0) return 'Limite diário de XP desta atividade atingido. Volte amanhã!';
  const parts = [`+${o.xpAwarded} XP por ${ACTIVITY_LABELS[activity] ?? activity}!`];
  if (o.leveledUp) parts.push(`Você subiu para o nível ${o.newLevel}!`);
  if (o.capped) parts.push('Limite diário desta atividade atingido.');
  return parts.join(' ');
}

function awardData(o: AwardOutcome, state: { level: number }) {
  return {
    xpAwarded: o.xpAwarded,
    leveledUp: o.leveledUp,
    newLevel: o.newLevel,
    newAchievements: o.newAchievements.map((id) => achievementView(id, new Date())).filter((a): a is AchievementView => a !== null),
    totalXP: o.totalXp,
    currentLevel: state.level,
    capped: o.capped || (o.xpAwarded === 0 && !o.duplicate),
    completedChallenges: o.completedChallenges.map((c) => ({ id: c.id, title: c.title, xpReward: Math.round(c.xpReward * c.bonusMultiplier) })),
  };
}

function rewardView(r: RewardDefinition, state: GamificationState) {
  const claimed = state.rewardsClaimed.get(r.id);
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    levelRequired: r.levelRequired,
    xpRequired: r.xpRequired,
    isUnlocked: state.rewardsUnlocked.has(r.id),
    isClaimed: claimed !== undefined,
    claimedAt: claimed ? claimed.at.toISOString() : null,
    icon: r.icon,
    rarity: r.rarity,
    benefits: r.benefits,
    duration: r.duration,
    multiplier: r.multiplier,
    /** What the claim gave, e.g. the premium end date; null until claimed. */
    benefit: claimed?.benefit ?? null,
    /** The discount code (discount) or feature key (feature_unlock) the claim recorded; null otherwise. */
    code: claimed?.code ?? null,
  };
}

function challengeView(c: Challenge, state: GamificationState) {
  const current = challengeCurrent(state, c);
  return {
    id: c.id,
    title: c.title,
    description: c.description,
    type: c.type,
    target: c.target,
    current,
    xpReward: c.xpReward,
    bonusMultiplier: c.bonusMultiplier,
    difficulty: c.difficulty,
    isCompleted: state.challengesCompleted.has(c.id),
    expiresAt: c.expiresAt,
    streakDays: c.type === 'streak' ? c.target : 0,
  };
}

const isStaff = (p: Principal) => p.roles.includes('admin') || p.roles.includes('support');

/** `me` or the caller's own id; someone else's only for staff. */
function targetUser(principal: Principal, userId: string): string {
  if (userId === 'me' || userId === principal.userId) return principal.userId;
  if (!isStaff(principal)) throw new Forbidden('Você só pode ver o seu próprio perfil de gamificação.', 'NOT_OWN_PROFILE');
  return userId;
}

type MetricRow = [metric: string, value: CsvValue];

const METRIC_COLUMNS: readonly CsvColumn<MetricRow>[] = [
  { header: 'Métrica', value: ([metric]) => metric },
  { header: 'Valor', value: ([, value]) => value },
];

const DAILY_COLUMNS: readonly CsvColumn<{ date: string; activeUsers: number; xpAwarded: number; newUsers: number }>[] = [
  { header: 'Dia', value: (d) => new CsvDay(d.date) },
  { header: 'Usuários ativos', value: (d) => d.activeUsers },
  { header: 'XP concedido', value: (d) => d.xpAwarded },
  { header: 'Novos usuários', value: (d) => d.newUsers },
];

function metricRows(a: Analytics): MetricRow[] {
  return [
    ['Período', a.range],
    ['Início', new CsvDay(a.from)],
    ['Fim', new CsvDay(a.to)],
    ['Usuários', a.totals.users],
    ['Usuários ativos', a.totals.activeUsers],
    ['XP concedido', a.totals.xpAwarded],
    ['Conquistas desbloqueadas', a.totals.achievementsUnlocked],
    ['Desafios concluídos', a.totals.challengesCompleted],
    ['Recompensas resgatadas', a.totals.rewardsClaimed],
    ['Usuários ativos por dia (média)', a.engagement.dau],
    ['Usuários ativos na semana', a.engagement.wau],
    ['Usuários ativos no mês', a.engagement.mau],
    ['XP médio por usuário ativo', a.engagement.avgXpPerActiveUser],
    ['Minutos médios por sessão', a.engagement.avgSessionMinutes],
    ['Retenção dia 1 (%)', a.retention.day1],
    ['Retenção dia 7 (%)', a.retention.day7],
    ['Retenção dia 30 (%)', a.retention.day30],
    ['Desafios gerados', a.challengeStats.generated],
    ['Taxa de conclusão de desafios (%)', a.challengeStats.completionRate],
    ['Recompensas desbloqueadas', a.rewardStats.unlocked],
    ['Taxa de resgate de recompensas (%)', a.rewardStats.claimRate],
    ...a.topActivities.map((t): MetricRow => [`XP por atividade: ${t.activity}`, t.xp]),
    ...a.levelDistribution.map((l): MetricRow => [`Usuários no nível ${l.level}`, l.users]),
  ];
}

export function gamificationRoutes(runtime: Runtime): RouteModule {
  const service = gamification(runtime);
  // Not started: only asked whether the read models have passed a position.
  const readModels = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, logger: runtime.logger });

  /** The person a read is about (`me` or, for staff, anyone); one's own reads wait for one's own writes. */
  async function readableUser(principal: Principal, requested: string): Promise<string> {
    const userId = targetUser(principal, requested);
    if (userId === principal.userId) await waitForOwnWrites(userId);
    return userId;
  }

  async function waitForOwnWrites(userId: string): Promise<void> {
    const position = service.lastPosition(userId);
    if (position) await readModels.waitFor(position, { projections: ['users', 'leaderboard', 'gamification'], signal: AbortSignal.timeout(READ_YOUR_WRITES_MS), pollMs: 10 });
  }

  /** Name, e-mail and avatar in the clear; the person's key must be preloaded (one query for a whole board). */
  async function decryptPerson(p: PersonRow) {
    const open = (v: string | null) => (v ? runtime.vault.decryptField(v) : Promise.resolve(null));
    const [name, email, avatar] = await Promise.all([open(p.name), open(p.email), open(p.avatar_url)]);
    return { name, email, avatar_url: avatar };
  }

  function streakOf(entry: Pick<BoardEntry, 'daily_streak_count' | 'streak_day'>, today: string): number {
    if (!entry.streak_day) return 0;
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    // A streak whose last login is before yesterday has lapsed, even before the next login records the break.
    return entry.streak_day >= yesterday.toISOString().slice(0, 10) ? entry.daily_streak_count : 0;
  }

  // Who a board shows (name, avatar, provider), opened once per person and PERSON_CACHE_MS: a board
  // read then costs no decryption. An erased or renamed person shows as such within that time.
  const shownPeople = new Map<string, { at: number; name: string | null; avatar_url: string | null; provider: string; public: boolean }>();
  async function shown(ids: readonly string[]) {
    const now = Date.now();
    const missing = ids.filter((id) => now - (shownPeople.get(id)?.at ?? 0) >= PERSON_CACHE_MS);
    if (missing.length) {
      const persons = await people(runtime.db, missing);
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

  // The top of a board is the same for every caller: it is read and its names decrypted once per
  // board and BOARD_CACHE_MS, and shared by everyone asking meanwhile (single flight). Each caller's
  // own rank and row are read fresh on every request.
  // Someone who wrote in the last few seconds reads the board afresh (after their write reached the
  // read models), so their own change always shows.
  const boards = new Map<string, { at: number; value: Promise<{ periodStart: string | null; rows: Awaited<ReturnType<typeof boardRows>> }> }>();
  const wroteAt = new Map<string, number>();
  function wrote(userId: string) {
    const now = Date.now();
    if (wroteAt.size > 10_000) for (const [id, at] of wroteAt) if (now - at > FRESH_AFTER_WRITE_MS) wroteAt.delete(id);
    wroteAt.set(userId, now);
  }
  function sharedTop(period: Period, today: string, limit: number, callerId: string) {
    const key = `${period}|${today}|${limit}`;
    const hit = boards.get(key);
    const now = Date.now();
    if (now - (wroteAt.get(callerId) ?? 0) < FRESH_AFTER_WRITE_MS) {
      return topOfBoard(runtime.db, period, today, limit).then(async (top) => ({ periodStart: top.periodStart, rows: await boardRows(top.entries, today) }));
    }
    if (hit && now - hit.at < BOARD_CACHE_MS) return hit.value;
    const value = topOfBoard(runtime.db, period, today, limit).then(async (top) => ({ periodStart: top.periodStart, rows: await boardRows(top.entries, today) }));
    boards.set(key, { at: Date.now(), value });
    value.catch(() => boards.delete(key));
    return value;
  }

  async function achievementsOf(userId: string): Promise<AchievementView[]> {
    const rows = await runtime.db('gamification_achievements').where({ user_id: userId }).orderBy('unlocked_at', 'desc').select<{ achievement_id: string; unlocked_at: Date }[]>('achievement_id', 'unlocked_at');
    return rows.map((r) => achievementView(r.achievement_id, r.unlocked_at)).filter((a): a is AchievementView => a !== null);
  }

  return {
    routes: [
      defineRoute({
        method: 'POST',
        path: '/api/gamification/award-xp',
        summary: 'Registra uma atividade e concede o XP que o servidor decidir',
        description: 'O cliente nunca envia o valor: o servidor aplica limites diários (dia de São Paulo), bônus Premium (+50%), multiplicadores e idempotência (cabeçalho Idempotency-Key ou chave natural).',
        tags: TAGS,
        access: 'profile-complete',
        // Its Idempotency-Key is part of the award itself (decide.ts), atomic with the XpAwarded event.
        idempotency: false,
        rateLimit: AWARD_LIMIT,
        input: { body: awardInput },
        async handler(ctx, { body, principal }) {
          const header = ctx.get('Idempotency-Key');
          if (header && !idempotencyHeader.safeParse(header).success) {
            throw new ValidationError({ 'Idempotency-Key': 'Chave de idempotência inválida (até 100 letras, números e _ . : -).' });
          }
          const { naturalKey, ...activity } = parseActivity(body);
          const outcome = await service.award(
            {
              userId: principal.userId,
              ...activity,
              // A natural key (one login per day, one visit per page per day) wins over a header key, so
              // fresh header keys cannot turn one daily visit into several.
              idempotencyKey: naturalKey ?? `request:${header || randomUUID()}`,
              premium: principal.premium,
            },
            { requestId: ctx.state.requestId, actorId: principal.userId },
          );
          wrote(principal.userId);
          return { success: true as const, message: awardMessage(outcome, activity.activity), data: awardData(outcome, { level: outcome.newLevel }) };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/profile/:userId',
        summary: 'Perfil de gamificação (XP, nível, sequência, conquistas, ranking, atividades)',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: READ_LIMIT,
        input: { params: userParam },
        async handler(_ctx, { params, principal }) {
          const userId = await readableUser(principal, params.userId);
          const person = (await people(runtime.db, [userId])).get(userId);
          if (!person) throw new NotFound('Usuário não encontrado.');
          const today = service.today();
          await runtime.vault.preload([userId]);
          const [contact, global, weekly, monthly, achievements, recent, logins, lastActivity, state] = await Promise.all([
            decryptPerson(person),
            standing(runtime.db, 'global', today, userId),
            standing(runtime.db, 'weekly', today, userId),
            standing(runtime.db, 'monthly', today, userId),
            achievementsOf(userId),
            runtime.db('gamification_activities').where({ user_id: userId }).orderBy('position', 'desc').limit(10).select<{ activity: string; detail: string | null; xp: number; created_at: Date }[]>('activity', 'detail', 'xp', 'created_at'),
            runtime.db('gamification_logins').where({ user_id: userId }).andWhere('day', '>=', monthStart(today)).count<{ count: string }[]>({ count: '*' }),
            runtime.db('gamification_activities').where({ user_id: userId }).max<{ max: Date | null }[]>({ max: 'created_at' }),
            service.state(userId),
          ]);
          const now = runtime.now();
          // The token's claim can be up to 15 minutes old: a trial claimed since shows from the read model.
          const isPremium =
            (userId === principal.userId && principal.premium) || [person.premium_until, person.trial_ends_at].some((d) => d instanceof Date && d.getTime() > now.getTime());
          const totalXP = global?.entry.total_xp ?? 0;
          return {
            success: true as const,
            data: {
              user: { id: person.id, name: contact.name, email: contact.email, avatar_url: contact.avatar_url, role: person.role, auth_provider: person.provider },
              gamification: {
                totalXP,
                currentLevel: global?.entry.current_level ?? 1,
                dailyStreak: global ? streakOf(global.entry, today) : 0,
                monthlyLoginCount: Number(logins[0]?.count ?? 0),
                lastActivityDate: lastActivity[0]?.max ? new Date(lastActivity[0].max).toISOString() : null,
                achievements,
                ranking: { global: global?.rank ?? null, weekly: weekly?.rank ?? null, monthly: monthly?.rank ?? null },
                levelProgress: levelProgress(totalXP),
                recentActivities: recent.map((r) => ({ activity_name: r.activity, detail: r.detail, xp_earned: r.xp, created_at: new Date(r.created_at).toISOString() })),
                isPremium,
                xpMultiplier: multiplierAt(state, isPremium, now),
              },
            },
          };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/leaderboard',
        summary: 'Ranking global, semanal ou mensal, com a sua posição exata',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: READ_LIMIT,
        input: { query: leaderboardQuery },
        async handler(_ctx, { query, principal }) {
          await waitForOwnWrites(principal.userId);
          const today = service.today();
          const period = query.period as Period;
          const [top, mine] = await Promise.all([sharedTop(period, today, query.limit, principal.userId), standing(runtime.db, period, today, principal.userId)]);
          const me = mine ? (await boardRows([{ ...mine.entry, rank: mine.rank }], today, principal.userId))[0]! : null;
          // The caller's own row is always fresh, also where it appears inside the shared top.
          const rankings = me ? top.rows.map((r) => (r.id === me.id ? me : r)) : top.rows;
          return { success: true as const, data: { period, periodStart: top.periodStart, rankings, me } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/achievements/:userId',
        summary: 'Conquistas desbloqueadas e bloqueadas',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: READ_LIMIT,
        input: { params: userParam },
        async handler(_ctx, { params, principal }) {
          const userId = await readableUser(principal, params.userId);
          const unlocked = await achievementsOf(userId);
          const have = new Set(unlocked.map((a) => a.id));
          const locked = ACHIEVEMENTS.filter((a) => !have.has(a.id)).map(({ id, title, description, badge_icon, badge_color }) => ({ id, title, description, badge_icon, badge_color }));
          return { success: true as const, data: { unlocked, locked } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/challenges',
        summary: 'Desafios do dia com o seu progresso',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: READ_LIMIT,
        async handler(_ctx, { principal }) {
          const day = service.today();
          const [challenges, state] = await Promise.all([service.challengesFor(day), service.state(principal.userId)]);
          return { success: true as const, data: { day, challenges: challenges.map((c) => challengeView(c, state)) } };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/rewards',
        summary: 'Recompensas por nível: bloqueadas, desbloqueadas e resgatadas',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: READ_LIMIT,
        async handler(_ctx, { principal }) {
          const state = await service.state(principal.userId);
          return { success: true as const, data: { rewards: REWARDS.map((r) => rewardView(r, state)) } };
        },
      }),
      defineRoute({
        method: 'POST',
        path: '/api/gamification/rewards/:rewardId/claim',
        summary: 'Resgata uma recompensa desbloqueada (+50 XP e o benefício)',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
        input: { params: z.object({ rewardId: z.string().regex(/^[a-z0-9_]{1,64}$/, 'Recompensa inválida.') }) },
        async handler(ctx, { params, principal }) {
          let result;
          try {
            result = await service.claim(principal.userId, params.rewardId, { requestId: ctx.state.requestId, actorId: principal.userId });
            wrote(principal.userId);
          } catch (err) {
            if (err instanceof RewardNotFound) throw new NotFound('Recompensa não encontrada.');
            if (err instanceof RewardLocked) {
              const level = REWARDS.find((r) => r.id === params.rewardId)?.levelRequired;
              throw new Conflict(`Recompensa bloqueada: alcance o nível ${level} para resgatá-la.`, 'REWARD_LOCKED');
            }
            if (err instanceof RewardAlreadyClaimed) throw new Conflict('Você já resgatou esta recompensa.', 'REWARD_ALREADY_CLAIMED');
            throw err;
          }
          const state = await service.state(principal.userId);
          return {
            success: true as const,
            message: `Recompensa resgatada! +${result.xpAwarded} XP. ${result.benefit}`,
            data: { reward: rewardView(result.reward, state), xpAwarded: result.xpAwarded, leveledUp: result.leveledUp, newLevel: result.newLevel, benefit: result.benefit },
          };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/analytics',
        summary: 'Métricas agregadas da gamificação na plataforma (7, 30 ou 90 dias)',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: READ_LIMIT,
        input: { query: rangeQuery },
        async handler(_ctx, { query }) {
          return { success: true as const, data: await analytics(runtime.db, query.range, service.today()) };
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/analytics.csv',
        summary: 'Exporta as métricas da gamificação em CSV (métrica, valor)',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
        input: { query: rangeQuery },
        async handler(ctx, { query }) {
          const today = service.today();
          const a = await analytics(runtime.db, query.range, today);
          await sendCsv(ctx, exportFileName(`gamificacao-${query.range}`, runtime.now()), METRIC_COLUMNS, metricRows(a));
        },
      }),
      defineRoute({
        method: 'GET',
        path: '/api/gamification/analytics/daily.csv',
        summary: 'Exporta os números diários da gamificação em CSV',
        tags: TAGS,
        access: 'profile-complete',
        rateLimit: { points: 30, windowSeconds: 60, key: 'user' },
        input: { query: rangeQuery },
        async handler(ctx, { query }) {
          const to = service.today();
          const from = new Date(`${to}T12:00:00Z`);
          from.setUTCDate(from.getUTCDate() - (RANGES[query.range] - 1));
          const days = await dailyStats(runtime.db, from.toISOString().slice(0, 10), to);
          await sendCsv(ctx, exportFileName(`gamificacao-diario-${query.range}`, runtime.now()), DAILY_COLUMNS, days);
        },
      }),
    ],
  };
}
