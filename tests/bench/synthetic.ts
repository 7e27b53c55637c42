// A synthetic but plausible event log of the real catalogue, for the rebuild benchmark (ARCHITECTURE
// §8) and for replaying projections in tests. Deterministic for a given seed.
//
// Each simulated day some people sign up (e-mail code or Google, CPF, consents, plan), most complete
// their profile, ~60% answer the survey and start the trial, and about a third of everyone signs in
// and earns XP: daily login, page visits, streaks, levels, achievements, challenges. Some trials turn
// into paid invoices. XpAwarded dominates the log, as it would in production. Each append is what
// one command would append, except day-to-day activity, grouped per stream and week (see defer).
//
// Personal fields hold plaintext: the log is valid catalogue data, but it skips the PII vault.
import { createHash } from 'node:crypto';
import {
  catalogue,
  newEvent,
  saoPauloDay,
  AccountRegistered,
  AchievementUnlocked,
  ConsentGiven,
  CpfRegistered,
  CpfReserved,
  DailyChallengeCompleted,
  DailyChallengeGenerated,
  EmailReserved,
  EmailVerified,
  InvoiceCreated,
  InvoiceExpired,
  InvoicePaid,
  LevelReached,
  PlanSelected,
  ProfileCompleted,
  ProfileUpdated,
  RegistrationStarted,
  SignedIn,
  StreakBroken,
  StreakExtended,
  StreakMilestoneReached,
  SubscriptionPeriodStarted,
  SurveySubmitted,
  TrialReserved,
  TrialStarted,
  VerificationCodeIssued,
  VerificationFailed,
  XpAwarded,
  cpfReservationStream,
  dailyChallengesStream,
  emailReservationStream,
  gamificationStream,
  invoiceStream,
  registrationStream,
  subscriptionStream,
  trialReservationStream,
  userStream,
  type DataOf,
  type EventStore,
  type Expected,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import type { Knex } from 'knex';
import type { Projection } from '@piboost/projections/engine/projection';

export interface SyntheticBatch {
  /** Batches with the same key (one person, or the day's challenges) must be appended in order. */
  key: string;
  streamId: string;
  expected: Expected;
  events: NewEvent[];
  /** Simulated time of the append: recordedAt when replayed without a store. */
  at: Date;
}

export interface SyntheticOptions {
  /** Accounts to create; each costs about 12 events before any activity. */
  users: number;
  seed?: number;
  /** First simulated day (a São Paulo date). */
  firstDay?: string;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const REGISTRATION_DAYS = 30;
const PAGES = ['dashboard_visit', 'reports_view', 'education_access', 'tools_usage', 'community_visit', 'gamification_visit'];
const SURVEY = {
  investorProfile: ['conservador', 'moderado', 'agressivo'],
  cryptoExperienceLevel: ['iniciante', 'intermediario', 'avancado'],
  cryptoExperienceTime: ['0-1', '1-3', '3-5', '5-10', '10+'],
  operationalPreference: ['day_trade', 'swing_trade', 'position_trade', 'hold', 'defi_renda_passiva'],
  aiConfidenceLevel: ['baixo', 'medio', 'alto'],
} as const;
// Passes through the spec's reward points (DECISIONS 16): level 2 at 300 XP, 3 at 500, 5 at 1000,
// 7 at 2000, 10 at 5000, 15 at 10000; the gamification module owns the real table.
const LEVEL_XP = [0, 0, 300, 500, 750, 1000, 1500, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000, 10000];
const levelFor = (xp: number) => {
  let level = 1;
  while (xp >= (LEVEL_XP[level + 1] ?? 10000 + (level - 14) * 2000)) level++;
  return level;
};

interface Person {
  id: string;
  index: number;
  emailHash: string;
  cpfHash: string;
  provider: 'password' | 'google';
  admin: boolean;
  profileCompleted: boolean;
  /** Chance of coming back on a given day: a few are daily regulars, most drop by now and then. */
  habit: number;
  trialEndsDay: string | null;
  premiumUntil: number;
  lastActiveDay: string | null;
  streak: number;
  totalXp: number;
  level: number;
  awards: number;
}

/** Small, fast, seedable PRNG (mulberry32). */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function uuidFrom(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

/** A check-digit-valid CPF from a number (the same number gives the same CPF). */
function cpfFor(n: number): string {
  const base = String(100_000_000 + (n % 899_999_999)).padStart(9, '0');
  const digit = (digits: string) => {
    let sum = 0;
    for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  const first = digit(base);
  return `${base}${first}${digit(`${base}${first}`)}`;
}

const sha = (s: string) => createHash('sha256').update(s).digest('hex');

type XpActivity = DataOf<typeof XpAwarded>['activity'];

/** Yields append batches until exactly `count` events have been produced. */
export function* generateSyntheticEvents(count: number, options: SyntheticOptions): Generator<SyntheticBatch> {
  const random = prng(options.seed ?? 20260105);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const versions = new Map<string, bigint>();
  const people: Person[] = [];
  let remaining = count;
  let dayStartMs = Date.parse(`${options.firstDay ?? '2026-01-05'}T03:00:00Z`);
  let batchesToday = 0;

  // Within a day, time moves a little with every batch so recordedAt stays monotonic.
  const now = () => new Date(dayStartMs + 6 * HOUR_MS + Math.min(batchesToday * 100, 17 * HOUR_MS));

  /** Takes up to the remaining budget of `events`. */
  function take(events: NewEvent[]): NewEvent[] {
    const kept = events.length > remaining ? events.slice(0, Math.max(0, remaining)) : events;
    remaining -= kept.length;
    return kept;
  }

  function append(key: string, streamId: string, events: NewEvent[], reservation = false): SyntheticBatch {
    const version = versions.get(streamId);
    versions.set(streamId, (version ?? 0n) + BigInt(events.length));
    batchesToday++;
    return { key, streamId, expected: reservation || version === undefined ? 'no_stream' : version, events, at: now() };
  }

  // Day-to-day activity (sign-ins, XP) is appended a week at a time per stream: one append per
  // person-day would make seeding a million events take minutes, and the rebuild reads the same log.
  const deferred = new Map<string, { key: string; events: NewEvent[] }>();

  function batch(key: string, streamId: string, events: NewEvent[], reservation = false): SyntheticBatch | undefined {
    // Behind a stream's deferred events, so that the stream keeps its order.
    if (deferred.has(streamId)) {
      defer(key, streamId, events);
      return undefined;
    }
    const kept = take(events);
    return kept.length ? append(key, streamId, kept, reservation) : undefined;
  }

  function defer(key: string, streamId: string, events: NewEvent[]) {
    const kept = take(events);
    if (!kept.length) return;
    const pending = deferred.get(streamId);
    if (pending) pending.events.push(...kept);
    else deferred.set(streamId, { key, events: kept });
  }
  function* flush(): Generator<SyntheticBatch> {
    for (const [streamId, { key, events }] of deferred) yield append(key, streamId, events);
    deferred.clear();
  }

  function award(p: Person, day: string, activity: XpActivity, baseAmount: number, detail?: string): NewEvent[] {
    const multiplier = p.premiumUntil > dayStartMs ? 1.5 : 1;
    const amount = Math.round(baseAmount * multiplier);
    p.totalXp += amount;
    p.awards++;
    const events: NewEvent[] = [
      newEvent(XpAwarded, {
        userId: p.id,
        activity,
        ...(detail ? { detail } : {}),
        baseAmount,
        multiplier,
        amount,
        idempotencyKey: `${activity}:${p.id}:${day}:${p.awards}`,
        day,
        totalXp: p.totalXp,
      }),
    ];
    const level = levelFor(p.totalXp);
    if (level > p.level) {
      p.level = level;
      events.push(newEvent(LevelReached, { userId: p.id, level, totalXp: p.totalXp }));
      if (activity !== 'level_up') events.push(...award(p, day, 'level_up', 100));
    }
    return events;
  }

  function* register(p: Person, day: string): Generator<SyntheticBatch> {
    const email = `pessoa${p.index}@exemplo.com.br`;
    const verifiedAt = now();
    const flows: (SyntheticBatch | undefined)[] = [];
    if (p.provider === 'password') {
      const codeHash = sha(`code:${p.index}`);
      flows.push(
        batch(p.id, registrationStream(p.emailHash), [
          newEvent(RegistrationStarted, { userId: p.id, email, emailHash: p.emailHash }),
          newEvent(VerificationCodeIssued, { userId: p.id, emailHash: p.emailHash, codeHash, expiresAt: new Date(verifiedAt.getTime() + 10 * 60_000).toISOString(), sendCount: 1 }),
          ...(chance(0.1) ? [newEvent(VerificationFailed, { userId: p.id, emailHash: p.emailHash, reason: 'wrong_code', failedAttempts: 1 })] : []),
          newEvent(EmailVerified, { userId: p.id, emailHash: p.emailHash }),
        ]),
      );
    }
    flows.push(batch(p.id, emailReservationStream(p.emailHash), [newEvent(EmailReserved, { userId: p.id, emailHash: p.emailHash })], true));
    const account = newEvent(AccountRegistered, {
      userId: p.id,
      email,
      emailHash: p.emailHash,
      name: `Pessoa Sintética ${p.index}`,
      role: p.admin ? 'admin' : 'user',
      provider: p.provider,
      ...(p.provider === 'password' ? { passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${sha(email).slice(0, 22)}` } : { googleSubject: String(1e20 + p.index) }),
      emailVerifiedAt: verifiedAt.toISOString(),
    });
    // Google accounts exist before the completion modal; about one in five never finishes it.
    p.profileCompleted = p.provider === 'password' || chance(0.8);
    const completion: NewEvent[] = p.profileCompleted
      ? [
          newEvent(CpfRegistered, { userId: p.id, cpf: cpfFor(p.index), cpfHash: p.cpfHash }),
          newEvent(ConsentGiven, { userId: p.id, purpose: 'lgpd_data_processing', textVersion: '2026-11-21', channel: 'registration' }),
          newEvent(ConsentGiven, { userId: p.id, purpose: 'terms_of_use', textVersion: '2026-11-21', channel: 'registration' }),
          ...(p.admin ? [] : [newEvent(PlanSelected, { userId: p.id, plan: pick(['freemium', 'freemium', 'professional', 'elite'] as const) })]),
          newEvent(ProfileCompleted, { userId: p.id }),
        ]
      : [];
    if (p.profileCompleted) flows.push(batch(p.id, cpfReservationStream(p.cpfHash), [newEvent(CpfReserved, { userId: p.id, cpfHash: p.cpfHash })], true));
    if (p.provider === 'password') {
      flows.push(batch(p.id, userStream(p.id), [account, ...completion]));
    } else {
      flows.push(batch(p.id, userStream(p.id), [account]), batch(p.id, userStream(p.id), completion));
    }
    if (p.profileCompleted && !p.admin) flows.push(batch(p.id, gamificationStream(p.id), award(p, day, 'complete_profile', 50)));
    if (p.profileCompleted && !p.admin && chance(0.6)) {
      const startsAt = now();
      const endsAt = new Date(startsAt.getTime() + 30 * DAY_MS);
      p.trialEndsDay = saoPauloDay(endsAt);
      flows.push(
        batch(p.id, userStream(p.id), [
          newEvent(SurveySubmitted, {
            userId: p.id,
            investorProfile: pick(SURVEY.investorProfile),
            cryptoExperienceLevel: pick(SURVEY.cryptoExperienceLevel),
            cryptoExperienceTime: pick(SURVEY.cryptoExperienceTime),
            operationalPreference: pick(SURVEY.operationalPreference),
            aiConfidenceLevel: pick(SURVEY.aiConfidenceLevel),
          }),
        ]),
        batch(p.id, trialReservationStream(p.cpfHash), [newEvent(TrialReserved, { userId: p.id, cpfHash: p.cpfHash })], true),
        batch(p.id, subscriptionStream(p.id), [
          newEvent(TrialStarted, { userId: p.id, plan: 'professional', startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() }),
        ]),
      );
      p.premiumUntil = endsAt.getTime();
      flows.push(batch(p.id, gamificationStream(p.id), award(p, day, 'survey_completion', 25)));
    }
    for (const b of flows) if (b) yield b;
  }

  function visit(p: Person, day: string, yesterday: string, challengeIds: string[]) {
    defer(p.id, userStream(p.id), [
      newEvent(SignedIn, { userId: p.id, sessionId: uuidFrom(random), method: p.provider, rememberMe: chance(0.5) }),
      ...(chance(0.02) ? [newEvent(ProfileUpdated, { userId: p.id, phone: `119${String(p.index).padStart(8, '0').slice(-8)}`, state: 'SP' })] : []),
    ]);

    const events: NewEvent[] = [];
    if (p.lastActiveDay !== yesterday && p.streak > 0) {
      events.push(newEvent(StreakBroken, { userId: p.id, day, previousCount: p.streak }));
      p.streak = 0;
    }
    p.streak++;
    p.lastActiveDay = day;
    events.push(newEvent(StreakExtended, { userId: p.id, day, count: p.streak }), ...award(p, day, 'daily_login', 10));
    if (p.streak === 7 || p.streak === 30) {
      events.push(newEvent(StreakMilestoneReached, { userId: p.id, day, count: p.streak }), ...award(p, day, 'streak_milestone', 50));
    }
    const pages = 1 + Math.floor(random() * 6);
    for (let i = 0; i < pages; i++) events.push(...award(p, day, 'page_visit', 5, pick(PAGES)));
    if (chance(0.4)) events.push(...award(p, day, 'feature_usage', 10, 'market_analysis'));
    if (chance(0.5)) events.push(...award(p, day, 'time_spent', 2 * (1 + Math.floor(random() * 10))));
    if (chance(0.05)) {
      events.push(newEvent(AchievementUnlocked, { userId: p.id, achievementId: `explorer_${p.level}` }), ...award(p, day, 'achievement_unlock', 50));
    }
    if (chance(0.1) && challengeIds.length) {
      events.push(
        newEvent(DailyChallengeCompleted, { userId: p.id, challengeId: pick(challengeIds), day, xpReward: 30 }),
        ...award(p, day, 'challenge_completed', 30),
      );
    }
    defer(p.id, gamificationStream(p.id), events);
  }

  function* trialEnds(p: Person): Generator<SyntheticBatch> {
    if (!chance(0.2)) return;
    const invoiceId = uuidFrom(random);
    const created = now();
    const paid = chance(0.8);
    const invoice = batch(p.id, invoiceStream(invoiceId), [
      newEvent(InvoiceCreated, {
        invoiceId,
        userId: p.id,
        plan: 'professional',
        billingPeriod: 'monthly',
        subscriptionMonth: 1,
        amountUsdCents: 3000,
        method: 'pix',
        provider: 'sandbox',
        providerInvoiceId: `sbx_${invoiceId.slice(0, 8)}`,
        currency: 'BRL',
        amount: 16296,
        rate: '5.4321',
        paymentLink: `https://piboost.example/pagar/${invoiceId}`,
        paymentCode: `00020126580014br.gov.bcb.pix${invoiceId}`,
        expiresAt: new Date(created.getTime() + 15 * 60_000).toISOString(),
      }),
      paid
        ? newEvent(InvoicePaid, { invoiceId, userId: p.id, currency: 'BRL', amountPaid: 16296, providerPaymentId: `e2e${invoiceId.slice(0, 8)}` })
        : newEvent(InvoiceExpired, { invoiceId, userId: p.id }),
    ]);
    if (invoice) yield invoice;
    if (!paid) return;
    const endsAt = new Date(created.getTime() + 30 * DAY_MS);
    p.premiumUntil = endsAt.getTime();
    const period = batch(p.id, subscriptionStream(p.id), [
      newEvent(SubscriptionPeriodStarted, {
        userId: p.id,
        plan: 'professional',
        billingPeriod: 'monthly',
        invoiceId,
        startsAt: created.toISOString(),
        endsAt: endsAt.toISOString(),
      }),
    ]);
    if (period) yield period;
  }

  const perDay = Math.max(1, Math.ceil(options.users / REGISTRATION_DAYS));
  let days = 0;
  while (remaining > 0) {
    batchesToday = 0;
    const day = saoPauloDay(new Date(dayStartMs));
    const yesterday = saoPauloDay(new Date(dayStartMs - DAY_MS));

    const challengeIds = [uuidFrom(random), uuidFrom(random), uuidFrom(random)];
    const challenges = batch(
      'challenges',
      dailyChallengesStream(day),
      challengeIds.map((challengeId, i) =>
        newEvent(DailyChallengeGenerated, {
          challengeId,
          day,
          type: (['login', 'activity', 'streak'] as const)[i]!,
          title: ['Presença diária', 'Explorador', 'Constância'][i]!,
          description: ['Faça login hoje', 'Visite 5 páginas', 'Mantenha sua sequência'][i]!,
          target: [1, 5, 1][i]!,
          xpReward: 20,
          bonusMultiplier: 1.5,
          difficulty: (['easy', 'medium', 'easy'] as const)[i]!,
          expiresAt: new Date(dayStartMs + DAY_MS).toISOString(),
        }),
      ),
    );
    if (challenges) yield challenges;

    for (let i = 0; i < perDay && people.length < options.users && remaining > 0; i++) {
      const index = people.length;
      const p: Person = {
        id: uuidFrom(random),
        index,
        emailHash: sha(`email:${index}`),
        cpfHash: sha(`cpf:${index}`),
        provider: chance(0.15) ? 'google' : 'password',
        admin: index === 0,
        profileCompleted: false,
        habit: 0.05 + 0.9 * random() ** 2,
        trialEndsDay: null,
        premiumUntil: 0,
        lastActiveDay: null,
        streak: 0,
        totalXp: 0,
        level: 1,
        awards: 0,
      };
      people.push(p);
      yield* register(p, day);
    }

    for (const p of people) {
      if (remaining <= 0) break;
      if (p.trialEndsDay === day) yield* trialEnds(p);
      if (p.profileCompleted && chance(p.habit)) visit(p, day, yesterday, challengeIds);
    }
    if (++days % 7 === 0) yield* flush();
    dayStartMs += DAY_MS;
  }
  yield* flush();
}

/**
 * Appends the synthetic log through the store port: several events per transaction, many streams
 * in parallel, each person's streams in order.
 */
export async function seedSyntheticLog(
  store: EventStore,
  count: number,
  options: { users?: number; seed?: number; concurrency?: number; onProgress?: (appended: number) => void } = {},
): Promise<{ events: number; batches: number }> {
  const limit = options.concurrency ?? 8;
  // Appends of one person wait for each other; enough others are queued for every writer to find work.
  const queueLimit = limit * 32;
  const tails = new Map<string, Promise<void>>();
  const queued = new Set<Promise<void>>();
  const waiting: (() => void)[] = [];
  let writers = 0;
  const acquire = () => (writers < limit ? (writers++, Promise.resolve()) : new Promise<void>((resolve) => waiting.push(resolve)));
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else writers--;
  };
  let failure: unknown;
  let events = 0;
  let batches = 0;

  for (const b of generateSyntheticEvents(count, { users: options.users ?? Math.max(100, Math.round(count / 100)), seed: options.seed })) {
    while (queued.size >= queueLimit) await Promise.race(queued);
    if (failure) break;
    const task: Promise<void> = (tails.get(b.key) ?? Promise.resolve())
      .then(async () => {
        if (failure) return;
        await acquire();
        try {
          await store.append(b.streamId, b.events, { expected: b.expected });
        } finally {
          release();
        }
        events += b.events.length;
        batches++;
        options.onProgress?.(events);
      })
      .catch((error: unknown) => {
        failure ??= error;
      })
      .finally(() => {
        queued.delete(task);
        if (tails.get(b.key) === task) tails.delete(b.key);
      });
    queued.add(task);
    tails.set(b.key, task);
  }
  await Promise.all(queued);
  if (failure) throw failure;
  return { events, batches };
}

/** The batches as a store would record them, for feeding projections without a store. */
export function asRecorded(batches: Iterable<SyntheticBatch>): RecordedEvent[] {
  const versions = new Map<string, bigint>();
  const recorded: RecordedEvent[] = [];
  for (const b of batches) {
    let version = versions.get(b.streamId) ?? 0n;
    for (const event of b.events) {
      version++;
      recorded.push({
        eventId: uuidFrom(Math.random),
        type: event.type,
        streamId: b.streamId,
        streamVersion: version,
        position: String(recorded.length + 1).padStart(12, '0'),
        schemaVersion: event.schemaVersion ?? catalogue.get(event.type)?.version ?? 1,
        data: event.data,
        metadata: event.metadata ?? {},
        recordedAt: b.at,
      });
    }
    versions.set(b.streamId, version);
  }
  return recorded;
}

/**
 * Feeds recorded events to a projection outside the engine: only its event types, `batchSize` at a
 * time, one transaction per batch, into tables named `<logical>__<suffix>`. Returns the table namer.
 */
export async function replay(
  db: Knex,
  projection: Projection,
  events: readonly RecordedEvent[],
  options: { suffix: string; batchSize?: number },
): Promise<(logical: string) => string> {
  const table = (logical: string) => `${logical}__${options.suffix}`;
  await projection.createTables(db, table);
  const wanted = new Set(projection.eventTypes);
  const relevant = events.filter((e) => wanted.has(e.type));
  const size = Math.max(1, Math.min(options.batchSize ?? relevant.length, relevant.length));
  for (let i = 0; i < relevant.length; i += size) {
    const batch = relevant.slice(i, i + size);
    await db.transaction((trx) => projection.applyBatch(batch, { trx, table }));
  }
  return table;
}
