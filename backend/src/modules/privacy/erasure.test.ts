// Erasure reaches everything (issue 20 item 4): a person who wrote to us as a visitor and as a member
// (contact, careers, press and help forms with their name, CPF and e-mail typed into the subject,
// company and position too, newsletter, the assistant handed off with a CPF in its first question, a
// support ticket) is erased; then nothing readable of their name, e-mail, CPF or phone is left in any table
// of any schema, in the event log, in the logs or in Redis under the test's queue prefix. The address
// can sign up again and its code arrives through the real mail path (SMTP).
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProjectionEngine } from '@piboost/projections';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { PASSWORD, freshCpf, freshEmail, signIn } from '../../../../tests/support/app';
import { sessionToken } from '../../../../tests/support/sessions';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../tests/support/smtp';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { createLogger } from '../../platform/logger';
import { allReactors, moduleRoutes, startWorkers } from '../../platform/module';
import { openRuntime, type Runtime } from '../../platform/runtime';
import { authenticator, modules } from '..';
import { eventually } from '../../../../tests/support/eventually';
import { QuizAnswered, learningStream, newEvent } from '@piboost/events';
import { readStream } from '../../platform/command';

describe('erasure reaches everything the person typed', () => {
  let db: TestDatabase;
  let runtime: Runtime;
  let engine: ProjectionEngine;
  let workers: { stop(): Promise<void> };
  let smtp: SmtpCatcher;
  let redis: Redis;
  let http: ReturnType<typeof request>;
  const logs: string[] = [];
  const prefix = `t${randomBytes(4).toString('hex')}`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    db = await createTestDatabase();
    const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      QUEUE_PREFIX: prefix,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'piboost-erasure-')),
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'debug',
    });
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logs.push(chunk.toString('utf8'));
        done();
      },
    });
    runtime = await openRuntime(modules, config, createLogger({ level: 'debug', destination: capture }));
    engine = new ProjectionEngine({ db: runtime.db, store: runtime.store, projections: runtime.projections, subscribers: allReactors(runtime), logger: runtime.logger, pollIntervalMs: 50 });
    await engine.start();
    workers = startWorkers(runtime);
    redis = new Redis(redisUrl);
    const app = createApp({ config, logger: runtime.logger, authenticator: authenticator(runtime), rateLimitStore: runtime.rateLimitStore, healthChecks: [], modules: moduleRoutes(runtime), trustProxy: true });
    const callback = app.callback();
    let n = 0;
    http = request(((req, res) => {
      req.headers['x-forwarded-for'] ??= `10.7.${Math.floor(++n / 250)}.${(n % 250) + 1}`;
      return callback(req, res);
    }) as typeof callback);
  });

  afterAll(async () => {
    await Promise.all([engine.stop(), workers.stop()]);
    await runtime.close();
    await db.drop();
    redis.disconnect();
    await smtp.close();
  });

  /** Every table of every schema, each row cast to text: the needles found, as "schema.table: needle". */
  async function tablesHolding(needles: readonly string[]): Promise<string[]> {
    const tables = await runtime.db('information_schema.tables')
      .whereNotIn('table_schema', ['pg_catalog', 'information_schema'])
      .where({ table_type: 'BASE TABLE' })
      .select<{ table_schema: string; table_name: string }[]>('table_schema', 'table_name');
    const hits: string[] = [];
    for (const { table_schema: schema, table_name: table } of tables) {
      for (const needle of needles) {
        const found = await runtime.db.raw<{ rows: unknown[] }>(`SELECT 1 FROM ??.?? AS t WHERE t::text ILIKE ? LIMIT 1`, [schema, table, `%${needle}%`]);
        if (found.rows.length) hits.push(`${schema}.${table}: ${needle}`);
      }
    }
    return hits;
  }

  /** Every Redis key under the test's queue prefix, whatever its type (job payloads, results, events). */
  async function redisHolding(needles: readonly string[]): Promise<string[]> {
    const hits: string[] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', '500');
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string' ? await redis.get(key)
          : type === 'hash' ? JSON.stringify(await redis.hgetall(key))
          : type === 'list' ? JSON.stringify(await redis.lrange(key, 0, -1))
          : type === 'set' ? JSON.stringify(await redis.smembers(key))
          : type === 'zset' ? JSON.stringify(await redis.zrange(key, '0', '-1'))
          : type === 'stream' ? JSON.stringify(await redis.xrange(key, '-', '+'))
          : '';
        for (const needle of needles) if ((value ?? '').toLowerCase().includes(needle.toLowerCase())) hits.push(`redis ${key}: ${needle}`);
      }
    } while (cursor !== '0');
    return hits;
  }

  /** The code of the newest sign-up mail to `to` delivered after the first `after` mails to it. */
  const codeMailed = (to: string, after = 0) =>
    eventually(async () => /Seu código de verificação é (\d{6})\./.exec(smtp.delivered.filter((m) => m.to.includes(to)).slice(after).map((m) => m.raw).join('\n'))?.[1], { label: 'the sign-up code' });

  const logsHolding = (needles: readonly string[]) => needles.filter((n) => logs.some((line) => line.toLowerCase().includes(n.toLowerCase()))).map((n) => `logs: ${n}`);

  it('leaves nothing readable of the person anywhere, drops them from the boards, and lets the address sign up again', async () => {
    const name = `Zuleica Brandãozinho ${randomBytes(3).toString('hex')}`;
    const email = freshEmail('zuleica');
    const cpf = freshCpf();
    const cpfFormatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const phone = '31987654321';
    const needles = [email, name, cpf, cpfFormatted, phone, '(31) 98765-4321'];
    const staff = { Authorization: `Bearer ${await sessionToken(runtime, { roles: ['user', 'admin'], premium: false, profileComplete: true })}` };

    // As a visitor, before having an account: contact form, newsletter, the assistant handed off.
    // People type who they are anywhere: subjects, company and position carry the name, CPF and e-mail too.
    await http.post('/api/contact/message').send({ name, email, company: `${name} ME`, subject: `Dúvida de ${name}, CPF ${cpfFormatted}`, category: 'general', message: `Meu CPF é ${cpfFormatted}, telefone (31) 98765-4321.`, priority: 'low' }).expect(201);
    await http.post('/api/careers/application').send({ name, email, phone: null, position: `Analista - ${name} (${email})`, experience: null, coverLetter: 'Quero trabalhar com vocês.' }).expect(201);
    await http.post('/api/press/contact').send({ name, email, company: `Jornal de ${name}`, role: 'reporter', subject: `Entrevista com ${name} (CPF ${cpf})`, message: 'Pauta sobre cripto.' }).expect(201);
    await http.post('/api/help/contact').send({ name, email, subject: `Ajuda para ${email}`, message: 'Não encontro meu relatório.' }).expect(201);
    await http.post('/api/newsletter/subscribe').send({ email, source: 'footer' }).expect(202);
    const visitorAsk = await http.post('/api/assistant/messages').send({ question: `Meu CPF é ${cpfFormatted}, quero falar com um humano` }).expect(202);
    expect(visitorAsk.body.data).toMatchObject({ needsContact: true });
    await http.post(`/api/assistant/conversations/${visitorAsk.body.data.conversationId}/handoff`).send({ name, email }).expect(201);

    // Signs up with the same address, then writes again as a member.
    await http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    const code = await codeMailed(email);
    const verified = await http.post('/api/auth/verify-code').send({ email, code }).expect(200);
    await http.post('/api/auth/register').send({ registrationToken: verified.body.registrationToken, name, email, cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' }).expect(201);
    const session = await signIn({ http } as never, email);
    const userId = session.body.user.id as string;
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    await http.put('/api/user/profile').set(auth).send({ phone: '(31) 98765-4321' }).expect(200);
    await http.put('/api/user/preferences').set(auth).send({ profile_visibility: 'public' });
    await http.post('/api/support/ticket').set(auth).send({ name, email, subject: `Cobrança de ${name}, CPF ${cpf}`, message: `Sou ${name}, CPF ${cpf}.`, priority: 'medium' }).expect(201);
    await http.post('/api/newsletter/subscribe').set(auth).send({ email, source: 'profile' }).expect(202);
    const memberAsk = await http.post('/api/assistant/messages').set(auth).send({ question: `Meu CPF ${cpfFormatted} está certo? Quero falar com um atendente humano` }).expect(202);
    expect(memberAsk.body.data.handoff).toMatchObject({ ticketNumber: expect.stringMatching(/^SUP-/) });
    await http.post('/api/gamification/award-xp').set(auth).send({ activityName: 'page_visit', metadata: { event: 'dashboard_visit' } }).expect(200);
    // A quiz answer (issue 23): the option chosen is sealed under the person's key.
    await runtime.events.append(learningStream(userId), [
      newEvent(QuizAnswered, { userId, lessonId: 'o-que-e-bitcoin', version: 1, itemId: 'o-que-e-bitcoin-q1', skillId: 'entender-bitcoin', optionId: 'c', correct: false, attempt: 1 }),
    ]);
    const answerOf = async () => {
      const [answered] = await readStream(runtime.store, learningStream(userId));
      return (await runtime.vault.decryptEventData(QuizAnswered, answered!.data as Record<string, unknown>)).optionId;
    };
    expect(await answerOf()).toBe('c');

    // Everything arrived: seven inbox items (contact, careers, press, help, two hand-offs, the ticket), the board row, the acknowledgements.
    const emailHash = runtime.keyedHash(email);
    await eventually(async () => ((await runtime.db('inbox').where({ email_hash: emailHash }).count<{ n: string }[]>({ n: '*' }))[0]!.n === '7' ? true : null), { label: 'the seven inbox items' });
    await eventually(() => runtime.db('leaderboard').where({ user_id: userId }).first(), { label: 'the board row' });
    await eventually(async () => (smtp.delivered.filter((m) => m.to.includes(email)).length >= 4 ? true : null), { label: 'the acknowledgements' });
    expect(await tablesHolding([email])).not.toEqual([]);
    // Staff read what was typed, opened, and find it by the subject's words; no mail's subject line quotes it.
    const listed = await http.get('/api/admin/inbox').query({ filter: JSON.stringify({ q: `Entrevista com ${name}` }) }).set(staff).expect(200);
    expect(listed.body.map((i: { subject: string }) => i.subject)).toEqual([`Entrevista com ${name} (CPF ${cpf})`]);
    const press = await http.get(`/api/admin/inbox/${listed.body[0].id}`).set(staff).expect(200);
    expect(press.body.details.company).toBe(`Jornal de ${name}`);
    const csvBefore = await http.get('/api/admin/exports/inbox').set(staff).expect(200);
    expect(csvBefore.text).toContain(`Analista - ${name} (${email})`);
    await http.post(`/api/admin/inbox/${listed.body[0].id}/replies`).set(staff).send({ message: 'Podemos conversar amanhã.' }).expect(201);
    await eventually(async () => (smtp.delivered.some((m) => m.to.includes(email) && m.raw.includes('Podemos conversar amanh')) ? true : null), { label: 'the reply mail' });
    const subjects = smtp.delivered.filter((m) => m.to.includes(email)).map((m) => /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(m.raw)?.[1] ?? '');
    for (const needle of needles) expect(subjects.join('\n')).not.toContain(needle);

    // The word is exact.
    const lower = await http.post('/api/user/account/delete').set(auth).send({ secret: PASSWORD, confirmation: 'excluir' }).expect(400);
    expect(lower.body.errors.confirmation).toBe('Digite EXCLUIR para confirmar a exclusão definitiva da conta.');
    await http.post('/api/user/account/delete').set(auth).send({ secret: PASSWORD, confirmation: 'EXCLUIR' }).expect(200);

    await expect.poll(async () => (await runtime.db('users').where({ id: userId }).first())?.status, { timeout: 15_000 }).toBe('erased');
    // The answers went with the key: the log keeps that a question was missed, not what was chosen.
    expect(await answerOf()).toBeNull();
    await expect.poll(async () => [...(await tablesHolding(needles)), ...(await redisHolding(needles)), ...logsHolding(needles)], { timeout: 20_000, interval: 500 }).toEqual([]);
    const csv = await http.get('/api/admin/exports/inbox').set(staff).expect(200);
    expect(csv.text).not.toContain(email);
    expect(csv.text).not.toContain(name);
    const newsletterCsv = await http.get('/api/admin/exports/newsletter').set(staff).expect(200);
    expect(newsletterCsv.text).not.toContain(email);
    const board = await http.get('/api/gamification/leaderboard').set(staff).expect(200);
    expect(JSON.stringify(board.body)).not.toContain(userId);

    // The address is free again: a new sign-up gets its code by mail and registers as a new person.
    const mailsBefore = smtp.delivered.filter((m) => m.to.includes(email)).length;
    await http.post('/api/auth/send-verification-code').send({ email }).expect(200);
    const again = await codeMailed(email, mailsBefore);
    const reverified = await http.post('/api/auth/verify-code').send({ email, code: again }).expect(200);
    await http.post('/api/auth/register').send({ registrationToken: reverified.body.registrationToken, name: 'Pessoa Nova', email, cpf, password: PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' }).expect(201);
    const back = await signIn({ http } as never, email);
    expect(back.body.user.id).not.toBe(userId);
  });
});
