// The load simulation (issue 27 item 5): a seeded synthetic population - casual, regular and intense
// people - lives a simulated week against the whole platform in one process (API on a real port,
// projector with every reactor, workers on Redis, the local AI, market and PIX PSP fakes), on the
// app's one clock. The clock jumps hour by hour; each hour's sessions run concurrently through HTTP,
// as the console would send them. What it measures: every event-store append, the projector's lag
// (commit to delivery), each queue's wait, every request's latency and status - and, from the same
// run, the references they are read against (a bare INSERT, an empty queue's job).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { catalogue } from '@piboost/events';
import { cpfFromBase } from '@piboost/events/fields';
import { ProjectionEngine, type Subscriber } from '@piboost/projections';
import { loadConfig } from '@piboost/backend/config';
import { modules } from '@piboost/backend/modules/index';
import { simulatedAnalystAnswer } from '@piboost/backend/modules/market/analyst';
import { contentSimulator } from '@piboost/backend/modules/content/index';
import { advancedAnalysisSimulator } from '@piboost/backend/modules/market/index';
import { assistantSimulator } from '@piboost/backend/modules/assistant/index';
import { answerByUse } from '@piboost/backend/platform/ai/fake-chat-provider';
import { allQueues, allReactors, startWorkers } from '@piboost/backend/platform/module';
import { openRuntime, type Runtime } from '@piboost/backend/platform/runtime';
import { startSimulators } from '@piboost/backend/platform/simulators';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { servedApp } from '../support/served-app';
import { PASSWORD, signUpBody } from '../support/fixtures';
import { mailCount, receivedMail } from '../support/outbox';
import { percentile } from './support';
import { prng } from './synthetic';

const HOUR = 3_600_000;
/** The projector's catch-up poll when no wake-up arrives (main.ts runs the engine with its default). */
export const ENGINE_POLL_MS = 1000;
const PROBE_QUEUE = 'loadsim-probe';

export type Profile = 'casual' | 'regular' | 'intense';
/** Shares of the population (Duolingo's daily goals: most people casual, few intense). */
const PROFILE_SHARES: [Profile, number][] = [['casual', 0.5], ['regular', 0.35], ['intense', 0.15]];

export interface SimPlatform {
  runtime: Runtime;
  /** Events appended, every append's latency (ms), every event's lag from commit to the projector (ms), the probes' samples. */
  samples: { events: number; append: number[]; lag: number[]; insert: number[]; emptyQueueWait: number[] };
  port: number;
  close(): Promise<void>;
}

/** Latencies in ms, sorted after the run. */
export interface Latencies {
  p50: number;
  p99: number;
  max: number;
  n: number;
}

export interface SimReport {
  people: number;
  days: number;
  profiles: Record<Profile, number>;
  seconds: number;
  requests: number;
  /** Requests answered 5xx or failed connections, and other unexpected answers (4xx). */
  errors: number;
  rejected: number;
  /** Unexpected answers by request kind and status, e.g. `login 429`. */
  unexpected: Record<string, number>;
  /** What the first few errors said (kind, status, the answer's message or code). */
  errorSamples: string[];
  byKind: Record<string, Latencies>;
  signUps: number;
  signUpsCompleted: number;
  paidCheckouts: number;
  premium: number;
  assistantAnswered: number;
  alertsSet: number;
  events: number;
  append: Latencies;
  insert: Latencies;
  lag: Latencies;
  emptyQueueWait: Latencies;
  queues: Record<string, Latencies & { failed: number; retried: number }>;
  /** Jobs still waiting or running when the drain gave up (0 after a clean week). */
  pending: number;
}

export function latencies(values: readonly number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, n: sorted.length };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The whole platform as `npm start` runs it, on a fresh database and the machine's Redis, with the
 * payment simulators speaking the providers' protocols (webhooks come back to this server's port).
 */
export async function openSimPlatform(): Promise<SimPlatform> {
  const database: TestDatabase = await createTestDatabase('piboost_loadsim');
  // The port first: the PIX PSP fake posts its webhooks to it.
  let handle: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handle(req, res));
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const simulators = await startSimulators(
    loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: `s${randomBytes(4).toString('hex')}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-loadsim-')),
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
      PORT: String(port),
      PAYMENT_SIMULATORS: 'protocol',
    }),
    answerByUse([contentSimulator, assistantSimulator, advancedAnalysisSimulator], simulatedAnalystAnswer),
  );
  const runtime = await openRuntime(modules, simulators.config);
  const samples: SimPlatform['samples'] = { events: 0, append: [], lag: [], insert: [], emptyQueueWait: [] };
  // Every append, whoever makes it (commands, reactors, jobs), timed at the store.
  const append = runtime.store.append.bind(runtime.store);
  runtime.store.append = async (...args) => {
    const at = performance.now();
    const result = await append(...args);
    samples.append.push(performance.now() - at);
    samples.events += args[1].length;
    return result;
  };
  // A subscriber in the projector beside the read models: the time from each event's commit
  // (recorded_at, the database's clock) to its delivery.
  const lagProbe: Subscriber = {
    name: 'loadsim_lag_probe',
    eventTypes: catalogue.types,
    async handle(events) {
      const now = Date.now();
      for (const e of events) samples.lag.push(now - e.recordedAt.getTime());
    },
  };
  const engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: [...allReactors(runtime), lagProbe], logger: runtime.logger, pollIntervalMs: ENGINE_POLL_MS });
  await engine.start();
  const workers = startWorkers(runtime);
  // The reference queue: nothing else on it, so a job's wait is the queue machinery's own under this load.
  runtime.jobs.worker(PROBE_QUEUE, async (job) => {
    samples.emptyQueueWait.push(job.processedOn! - job.timestamp);
  });
  await runtime.db.schema.createTable('loadsim_probe', (t) => {
    t.increments('id');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(runtime.db.fn.now());
  });
  const app = servedApp(runtime);
  handle = app.callback();
  return {
    runtime,
    samples,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      await Promise.all([engine.stop(), workers.stop()]);
      await runtime.close();
      await simulators.close();
      await database.drop();
    },
  };
}

/** The references, sampled while the load runs: a bare INSERT round trip and a job on an empty queue, once a second. */
function startReferenceProbes(platform: SimPlatform): { stop(): Promise<void> } {
  let stopped = false;
  const loop = (async () => {
    const queue = platform.runtime.jobs.queue(PROBE_QUEUE);
    while (!stopped) {
      const at = performance.now();
      await platform.runtime.db('loadsim_probe').insert({});
      platform.samples.insert.push(performance.now() - at);
      const waited = platform.samples.emptyQueueWait.length;
      await queue.add('probe', {}, { removeOnComplete: true });
      await waitFor(async () => platform.samples.emptyQueueWait.length > waited, 10_000, 5);
      await sleep(1000);
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
    },
  };
}

/** Polls `check` until it gives a value, or `timeoutMs` passes (then null). */
async function waitFor<T>(check: () => Promise<T | null | undefined | false>, timeoutMs: number, everyMs = 100): Promise<T | null> {
  const until = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (performance.now() > until) return null;
    await sleep(everyMs);
  }
}

interface Person {
  index: number;
  profile: Profile;
  email: string;
  ip: string;
  token?: string;
  cookie?: string;
  alertSet?: boolean;
  checkedOut?: boolean;
}

interface Session {
  hour: number;
  person: Person;
  signUp: boolean;
}

/** Who lives the week and when each session happens (virtual hours from the start), from the seed alone. */
function population(people: number, days: number, seed: number): Session[] {
  const random = prng(seed);
  const sessions: Session[] = [];
  const waking = () => 7 + Math.floor(random() * 16);
  for (let index = 0; index < people; index++) {
    const pick = random();
    let acc = 0;
    const profile = PROFILE_SHARES.find(([, share]) => (acc += share) > pick)?.[0] ?? 'casual';
    const person: Person = { index, profile, email: `sim.${seed}.${index}@exemplo.com.br`, ip: `10.${seed & 255}.${(index >> 8) & 255}.${(index & 255) + 1}` };
    // Sign-ups spread over the first two days (the first day only in a one-day run).
    const firstDay = Math.floor(random() * Math.min(2, days));
    const signUpHour = firstDay * 24 + waking();
    sessions.push({ hour: signUpHour, person, signUp: true });
    for (let day = firstDay; day < days; day++) {
      const perDay = profile === 'intense' ? 3 : profile === 'regular' ? 1 : random() < 2 / days ? 1 : 0;
      for (let s = 0; s < perDay; s++) {
        const hour = day * 24 + waking();
        // Sessions before the account exists are skipped.
        if (hour > signUpHour) sessions.push({ hour, person, signUp: false });
      }
    }
  }
  return sessions.sort((a, b) => a.hour - b.hour || a.person.index - b.person.index);
}

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; access_token?: string } & Record<string, unknown>;
  cookie?: string;
  /** The connection's error, when there was no answer. */
  error?: string;
}

export interface SimulateOptions {
  people: number;
  days?: number;
  seed?: number;
  /** Sessions running at once within an hour. */
  concurrency?: number;
  /** Hears every request (the soak's per-minute window). */
  onRequest?(ms: number, ok: boolean): void;
  /** Stops before the next hour once this returns true (the soak's deadline). */
  stop?(): boolean;
  /** Where the week starts (ms): the soak's next week starts where the last ended, so the one clock never goes back. */
  origin?: number;
}

/** Lives the week of `options.people` people against `platform` and reports what it measured. */
export async function simulate(platform: SimPlatform, options: SimulateOptions): Promise<SimReport> {
  const { people, days = 7, seed = 27, concurrency = 8 } = options;
  const { runtime, samples } = platform;
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency * 2 });
  const byKind: Record<string, number[]> = {};
  const unexpected: Record<string, number> = {};
  const errorSamples: string[] = [];
  const counts = { requests: 0, errors: 0, rejected: 0, signUps: 0, signUpsCompleted: 0, paidCheckouts: 0, premium: 0, assistantAnswered: 0, alertsSet: 0 };
  const marks = { events: samples.events, append: samples.append.length, lag: samples.lag.length, insert: samples.insert.length, emptyQueueWait: samples.emptyQueueWait.length };

  const call = (kind: string, person: Person, method: string, path: string, body?: unknown, expected: number[] = [200]): Promise<Answer> => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string | number> = { 'x-forwarded-for': person.ip, 'user-agent': 'piboost-loadsim' };
    if (person.token) headers.authorization = `Bearer ${person.token}`;
    if (person.cookie) headers.cookie = person.cookie;
    if (payload) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
    const at = performance.now();
    return new Promise<Answer>((resolve) => {
      const req = http.request({ host: '127.0.0.1', port: platform.port, method, path, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          const refresh = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('piboost_refresh='));
          resolve({ status: res.statusCode ?? 0, body: text.startsWith('{') ? JSON.parse(text) : {}, cookie: refresh?.split(';')[0] });
        });
      });
      req.on('error', (err) => resolve({ status: 0, body: {}, error: err.message }));
      req.end(payload);
    }).then((answer) => {
      const ms = performance.now() - at;
      (byKind[kind] ??= []).push(ms);
      counts.requests++;
      const ok = expected.includes(answer.status);
      if (!ok) {
        if (answer.status === 0 || answer.status >= 500) {
          counts.errors++;
          const said = answer.body as { message?: unknown; code?: unknown; error?: unknown };
          if (errorSamples.length < 5) errorSamples.push(`${kind} ${method} ${path} ${answer.status}: ${String(said.code ?? said.error ?? '')} ${String(said.message ?? answer.error ?? '')}`.trim());
        } else counts.rejected++;
        unexpected[`${kind} ${answer.status}`] = (unexpected[`${kind} ${answer.status}`] ?? 0) + 1;
      }
      options.onRequest?.(ms, ok);
      return answer;
    });
  };

  const signUp = async (p: Person) => {
    counts.signUps++;
    const before = await mailCount(runtime.db, { to: p.email, tag: 'verification-code' });
    if ((await call('sign-up', p, 'POST', '/api/auth/send-verification-code', { email: p.email })).status !== 200) return false;
    const mail = await receivedMail(runtime, { to: p.email, tag: 'verification-code' }, before);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;
    const verified = await call('sign-up', p, 'POST', '/api/auth/verify-code', { email: p.email, code });
    if (verified.status !== 200) return false;
    const registrationToken = (verified.body as { registrationToken: string }).registrationToken;
    // Nine digits whatever the seed (the soak's seeds run past 900), distinct per seed and person.
    const cpf = cpfFromBase(String(100_000_000 + ((seed * 1_000_000 + p.index) % 900_000_000)));
    const registered = await call('sign-up', p, 'POST', '/api/auth/register', signUpBody(registrationToken, p.email, { cpf }), [201]);
    if (registered.status !== 201) return false;
    counts.signUpsCompleted++;
    return true;
  };

  const signIn = async (p: Person) => {
    // Regular and intense people stay signed in ("Lembrar de mim"): the console refreshes the session.
    if (p.cookie && p.profile !== 'casual') {
      const refreshed = await call('refresh', p, 'POST', '/api/auth/refresh');
      if (refreshed.status === 200) {
        p.token = refreshed.body.access_token;
        p.cookie = refreshed.cookie ?? p.cookie;
        return true;
      }
    }
    p.token = undefined;
    p.cookie = undefined;
    const res = await call('login', p, 'POST', '/api/auth/login', { email: p.email, password: PASSWORD, rememberMe: p.profile !== 'casual' });
    if (res.status !== 200) return false;
    p.token = res.body.access_token;
    p.cookie = res.cookie;
    return true;
  };

  const checkout = async (p: Person) => {
    p.checkedOut = true;
    const opened = await call('checkout', p, 'POST', '/api/billing/checkout', { plan: 'professional', period: 'monthly', method: 'pix' }, [201]);
    const invoiceId = opened.body.data?.invoiceId as string | undefined;
    if (!invoiceId) return;
    // The charge is created by a job; the person waits on the invoice page.
    const link = await waitFor(async () => (await call('checkout', p, 'GET', `/api/billing/invoices/${invoiceId}`)).body.data?.paymentLink as string | undefined, 30_000, 250);
    if (!link) return;
    // Paid in the PSP's payer page: the PSP posts its webhook to our server, as a real one would.
    const paid = await fetch(`${link}/pay`, { method: 'POST' });
    if (!paid.ok) return;
    counts.paidCheckouts++;
    const premium = await waitFor(async () => (await call('checkout', p, 'GET', '/api/billing/subscription')).body.data?.premium === true, 30_000, 250);
    if (premium) counts.premium++;
  };

  const askAssistant = async (p: Person) => {
    const asked = await call('assistant', p, 'POST', '/api/assistant/messages', { question: 'Como funciona o teste grátis?' }, [202]);
    const { conversationId, messageId } = (asked.body.data ?? {}) as { conversationId?: string; messageId?: string };
    if (!conversationId) return;
    const answered = await waitFor(async () => {
      const turns = ((await call('assistant', p, 'GET', `/api/assistant/conversations/${conversationId}`)).body.data?.turns ?? []) as { messageId: string; answer: unknown }[];
      return turns.find((t) => t.messageId === messageId)?.answer;
    }, 30_000, 250);
    if (answered) counts.assistantAnswered++;
  };

  const session = async ({ person: p, signUp: first }: Session) => {
    if (first && !(await signUp(p))) return;
    if (!(await signIn(p))) return;
    await call('read', p, 'GET', '/api/dashboard');
    await call('read', p, 'GET', '/api/market/analysis');
    if (p.profile === 'casual') return;
    await call('xp', p, 'POST', '/api/gamification/award-xp', { activityName: 'daily_login' });
    await call('xp', p, 'POST', '/api/gamification/award-xp', { activityName: 'page_visit', metadata: { event: 'dashboard_visit' } });
    if (!p.alertSet) {
      p.alertSet = true;
      if ((await call('alert', p, 'POST', '/api/price-alerts', { coinId: 'bitcoin', condition: 'above', priceBrl: 5_000_000 + p.index }, [201])).status === 201) counts.alertsSet++;
    }
    if (p.profile !== 'intense') return;
    await askAssistant(p);
    if (!p.checkedOut) await checkout(p);
  };

  const probes = startReferenceProbes(platform);
  const started = performance.now();
  const origin = options.origin ?? Date.now();
  const sessions = population(people, days, seed);
  const queues = allQueues(modules);
  let offset = 0;
  const promoted = new Set<string>();
  try {
    for (let hour = 0, next = 0; hour < days * 24 && !options.stop?.(); hour++) {
      // The one clock jumps to this hour (never back): an idle hour costs nothing.
      offset = Math.max(offset, origin + hour * HOUR - Date.now());
      const at = offset;
      runtime.now = () => new Date(Date.now() + at);
      await runDueJobs(runtime, queues, promoted);
      const due: Session[] = [];
      while (next < sessions.length && sessions[next]!.hour === hour) due.push(sessions[next++]!);
      // Different people at once; one person's sessions of the same hour one after the other.
      const byPerson = new Map<Person, Session[]>();
      for (const s of due) byPerson.set(s.person, [...(byPerson.get(s.person) ?? []), s]);
      const waiting = [...byPerson.values()];
      await Promise.all(Array.from({ length: concurrency }, async () => {
        for (let own = waiting.shift(); own; own = waiting.shift()) for (const s of own) await session(s);
      }));
    }
    // The week's jobs finish (the schedulers' delayed jobs stay for later).
    const drained = await waitFor(async () => {
      const depths = await runtime.jobs.depths();
      const pending = queues.reduce((n, q) => n + (depths[q]?.waiting ?? 0) + (depths[q]?.active ?? 0), 0);
      return pending === 0;
    }, 60_000, 250);
    const depths = await runtime.jobs.depths();
    const pending = drained ? 0 : queues.reduce((n, q) => n + (depths[q]?.waiting ?? 0) + (depths[q]?.active ?? 0), 0);
    // The projector catches up with the week before its lag is read.
    const events = samples.events - marks.events;
    await waitFor(async () => samples.lag.length - marks.lag >= events, 30_000, 100);
    const seconds = (performance.now() - started) / 1000;
    const profiles = { casual: 0, regular: 0, intense: 0 };
    for (const s of sessions) if (s.signUp) profiles[s.person.profile]++;
    return {
      people,
      days,
      profiles,
      seconds,
      ...counts,
      unexpected,
      errorSamples,
      byKind: Object.fromEntries(Object.entries(byKind).map(([kind, values]) => [kind, latencies(values)])),
      events,
      append: latencies(samples.append.slice(marks.append)),
      insert: latencies(samples.insert.slice(marks.insert)),
      lag: latencies(samples.lag.slice(marks.lag)),
      emptyQueueWait: latencies(samples.emptyQueueWait.slice(marks.emptyQueueWait)),
      queues: await queueWaits(runtime, queues),
      pending,
    };
  } finally {
    await probes.stop();
    agent.destroy();
  }
}

/**
 * What is due by the one clock runs now (as tests/e2e/server.ts does when a journey moves the clock):
 * the schedulers' next jobs (quotes every minute, the market's refresh) wait in BullMQ on the
 * machine's time, and without this an hour's jump would leave, say, the checkout's quote an hour old.
 */
async function runDueJobs(runtime: Runtime, queues: string[], promoted: Set<string>): Promise<void> {
  const now = runtime.now().getTime();
  for (const name of queues) {
    for (const job of await runtime.jobs.queue(name).getDelayed()) {
      // A cron scheduler (the daily digest) computes its next run from the machine's time, which the
      // one clock has passed: that run is the one just made, under the same id. It ran once already.
      const key = `${name}/${job.id}`;
      if (job.timestamp + (job.opts.delay ?? 0) > now || promoted.has(key)) continue;
      promoted.add(key);
      await job.promote().catch(() => {});
    }
  }
}

/** Each queue's wait (added to started, ms) over its kept jobs, with failures and retries ("ran once"). */
async function queueWaits(runtime: Runtime, queues: string[]): Promise<SimReport['queues']> {
  const result: SimReport['queues'] = {};
  for (const name of queues) {
    const jobs = (await runtime.jobs.queue(name).getJobs(['completed', 'failed'])) as Job[];
    if (jobs.length === 0) continue;
    // Jobs asked to run now: the schedulers' delayed ones are promoted by runDueJobs, whose wait means nothing.
    const waits = jobs.filter((j) => j.processedOn && !j.opts.delay).map((j) => j.processedOn! - j.timestamp);
    result[name] = { ...latencies(waits), failed: jobs.filter((j) => j.failedReason).length, retried: jobs.filter((j) => (j.attemptsStarted ?? 0) > 1).length };
  }
  return result;
}
