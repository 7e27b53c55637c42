// Staff never see one-time secrets (issue 10): support asked the outbox for an admin's
// password-reset mail, reset the admin's password and signed in as admin. Now support cannot open
// account mail at all; admins read it with the secret masked, and only on a local install without
// SMTP - where the outbox is the only inbox - its original, with the reason on the answer.
import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, EmailReserved, emailReservationStream, newEvent, userStream } from '@piboost/events';
import { hashPassword } from '../identity';
import { freshEmail, openHarness, PASSWORD, signInStaff, type AppHarness } from '../../../../tests/support/app';
import { OUTBOX_NOTICES } from './routes';
import { eventually } from '../../../../tests/support/eventually';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A staff account as its events (no sign-up mail: with SMTP on, no test could read the code). */
async function staffAccount(h: AppHarness, role: 'admin' | 'support'): Promise<{ email: string; token: string }> {
  const email = freshEmail(role);
  const userId = randomUUID();
  const emailHash = h.runtime.keyedHash(email);
  await h.runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
  await h.runtime.events.append(userStream(userId), [
    newEvent(AccountRegistered, { userId, email, emailHash, name: `Equipe ${role}`, role, provider: 'password', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date().toISOString() }),
  ]);
  return { email, token: (await signInStaff(h, email)).accessToken };
}

/** An install with an admin and a support member, and the admin's password-reset mail. */
async function staffed(h: AppHarness) {
  const [admin, support] = [await staffAccount(h, 'admin'), await staffAccount(h, 'support')];
  await h.http.post('/api/auth/forgot-password').send({ email: admin.email }).expect(200);
  const adminEmail = admin.email;
  const row = await eventually(async () => h.runtime.db('outbox').where({ to: adminEmail, tag: 'password-reset' }).first<{ id: string }>('id'), { label: 'reset mail' });
  return { admin: admin.token, support: support.token, resetMailId: row.id };
}

const resetToken = (text: string) => /reset-password\?token=([^\s]+)/.exec(text)?.[1];

describe('local install without SMTP (the outbox is the only inbox)', () => {
  let h: AppHarness;
  let staff: Awaited<ReturnType<typeof staffed>>;
  beforeAll(async () => {
    h = await openHarness();
    staff = await staffed(h);
  }, 60_000);
  afterAll(async () => h?.close());

  it('refuses support any account mail, and lists it without the secret', async () => {
    const res = await h.http.get(`/api/admin/outbox/${staff.resetMailId}`).set(bearer(staff.support)).expect(403);
    expect(res.body.message).toBe(OUTBOX_NOTICES.adminOnly);
    const listed = await h.http.get('/api/admin/outbox').set(bearer(staff.support)).expect(200);
    expect(JSON.stringify(listed.body)).not.toMatch(/reset-password\?token=/);
  });

  it('shows an admin the original, saying why', async () => {
    const res = await h.http.get(`/api/admin/outbox/${staff.resetMailId}`).set(bearer(staff.admin)).expect(200);
    expect(resetToken(res.body.text)).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(res.body).toMatchObject({ masked: false, notice: OUTBOX_NOTICES.original });
  });

  it('keeps the stored copy sealed and masked', async () => {
    const raw = await h.runtime.db('outbox').where({ id: staff.resetMailId }).first<{ text: string; original: string }>();
    expect(raw.text).toMatch(/^pii:v1:/);
    expect(raw.original).toMatch(/^pii:v1:/);
    expect(resetToken((await h.runtime.vault.decryptField(raw.text))!)).toBe('••••••');
  });
});

describe('with SMTP', () => {
  const delivered: string[] = [];
  let smtp: SMTPServer;
  let h: AppHarness;
  let staff: Awaited<ReturnType<typeof staffed>>;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          delivered.push(Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '='));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    h = await openHarness({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
    staff = await staffed(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await new Promise<void>((resolve) => smtp.close(resolve));
  });

  it('mails the link intact and shows even an admin only the masked copy', async () => {
    const sent = await eventually(async () => delivered.find((raw) => raw.includes('reset-password?token=')), { label: 'reset mail delivered' });
    expect(resetToken(sent)).toMatch(/^[0-9a-f-]{36}\.[\w-]{43}/);
    const res = await h.http.get(`/api/admin/outbox/${staff.resetMailId}`).set(bearer(staff.admin)).expect(200);
    expect(resetToken(res.body.text)).toBe('••••••');
    expect(res.body).toMatchObject({ masked: true, notice: OUTBOX_NOTICES.masked, transport: 'smtp' });
    await h.http.get(`/api/admin/outbox/${staff.resetMailId}`).set(bearer(staff.support)).expect(403);
  });
});

// Issue 20 item 9b: with SMTP down, one password-reset request left six "Falhou" rows - each retry
// of the job mailed under a new id. One mail is one row; its attempts are counted on it.
describe('with SMTP down', () => {
  let h: AppHarness;
  beforeAll(async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    h = await openHarness({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  }, 60_000);
  afterAll(async () => h?.close());

  it('keeps one row per mail and counts the retries on it', async () => {
    const admin = await staffAccount(h, 'admin');
    await h.http.post('/api/auth/forgot-password').send({ email: admin.email }).expect(200);
    const tried = async () => {
      const rows = await h.runtime.db('outbox').where({ to: admin.email, tag: 'password-reset' }).select<{ status: string; attempts?: number }[]>();
      return rows.length > 1 || rows.some((r) => (r.attempts ?? 0) > 1 && r.status === 'failed') ? rows : null;
    };
    const rows = await eventually(tried, { label: 'a retried reset mail' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed' });
    expect(rows[0]!.attempts).toBeGreaterThan(1);
    const listed = await h.http.get('/api/admin/outbox').query({ filter: JSON.stringify({ tag: 'password-reset' }) }).set(bearer(admin.token)).expect(200);
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ status: 'failed', attempts: rows[0]!.attempts });
  });
});
