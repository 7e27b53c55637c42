// Staff never see a bearer secret (issue 20 item 3): support read a BTCPay refund claim link in the
// outbox. Every declared mail template is walked: what acts for the recipient reaches them intact
// through SMTP, and neither support nor an admin finds it in the outbox list or a mail's page (the
// outbox has no export). A template that declares no bearer refuses a mail that names one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountRegistered, EmailReserved, emailReservationStream, newEvent, userStream } from '@piboost/events';
import { hashPassword } from '../identity';
import { freshEmail, openHarness, PASSWORD, signInStaff, type AppHarness } from '../../../../tests/support/app';
import { startSmtpCatcher, type SmtpCatcher } from '../../../../tests/support/smtp';
import { MAIL_TEMPLATES, type MailTag } from '../../platform/mail/templates';
import { eventually } from '../../../../tests/support/eventually';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const tags = Object.keys(MAIL_TEMPLATES) as MailTag[];

async function staffToken(h: AppHarness, role: 'admin' | 'support'): Promise<string> {
  const email = freshEmail(role);
  const userId = randomUUID();
  const emailHash = h.runtime.keyedHash(email);
  await h.runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
  await h.runtime.events.append(userStream(userId), [
    newEvent(AccountRegistered, { userId, email, emailHash, name: `Equipe ${role}`, role, provider: 'password', passwordHash: await hashPassword(PASSWORD), emailVerifiedAt: new Date().toISOString() }),
  ]);
  return (await signInStaff(h, email)).accessToken;
}

/** A mail of the template as its senders write them: a code, a link to our site with a token, a payment provider's claim link. */
function sample(h: AppHarness, tag: MailTag) {
  const secret = { code: `${Math.floor(100000 + Math.random() * 900000)}`, token: randomUUID().replace(/-/g, ''), claim: randomUUID().replace(/-/g, '') };
  const site = h.runtime.config.publicUrl.replace(/\/$/, '');
  const message = {
    to: `destino-${tag}-${randomUUID().slice(0, 8)}@example.com`,
    // A person with the defaults (no preferences row): a template a switch governs needs its recipient.
    subjectId: randomUUID(),
    tag,
    subject: `Seu código π Boost: ${secret.code}`,
    text: `Código ${secret.code}.\nLink: ${site}/acao?u=42&token=${secret.token}\nReembolso: https://btcpay.example.com/pull-payments/${secret.claim}\nEquipe π Boost`,
    html: `<p>Código <b>${secret.code}</b> - <a href="${site}/acao?token=${secret.token}">abrir</a> - <a href="https://btcpay.example.com/pull-payments/${secret.claim}">receber</a></p>`,
  };
  return { message, secrets: Object.values(secret) };
}

describe('every mail template, seen by staff (SMTP)', () => {
  let smtp: SmtpCatcher;
  let h: AppHarness;
  let staff: { admin: string; support: string };
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    h = await openHarness({ SMTP_URL: smtp.url });
    staff = { admin: await staffToken(h, 'admin'), support: await staffToken(h, 'support') };
  }, 60_000);
  afterAll(async () => {
    await h?.close();
    await smtp.close();
  });

  const withBearer = tags.filter((tag) => MAIL_TEMPLATES[tag].bearer !== null);
  const without = tags.filter((tag) => MAIL_TEMPLATES[tag].bearer === null);

  it.each(withBearer)('%s: the recipient gets the secret, staff never see it', async (tag) => {
    const { message, secrets } = sample(h, tag);
    const { id } = await h.runtime.mailer.send({ ...message, secrets: [secrets[0]!] });
    const sent = await eventually(async () => smtp.delivered.find((m) => m.to.includes(message.to))?.raw, { label: `${tag} delivered` });
    for (const secret of secrets) expect(sent).toContain(secret);

    const seen: unknown[] = [];
    for (const token of [staff.support, staff.admin]) {
      const listed = await h.http.get('/api/admin/outbox').query({ filter: JSON.stringify({ q: message.to }) }).set(bearer(token)).expect(200);
      expect(listed.body).toHaveLength(1);
      const shown = await h.http.get(`/api/admin/outbox/${id}`).set(bearer(token));
      expect(shown.status).toBe(token === staff.support && MAIL_TEMPLATES[tag].adminOnly ? 403 : 200);
      seen.push(listed.body, shown.body);
    }
    const everything = JSON.stringify(seen);
    for (const secret of secrets) expect(everything).not.toContain(secret);
    expect(everything).toContain('••••••');
  });

  it.each(without)('%s: declares no bearer, so a mail naming a secret is refused and nothing is kept', async (tag) => {
    const { message, secrets } = sample(h, tag);
    await expect(h.runtime.mailer.send({ ...message, secrets: [secrets[0]!] })).rejects.toThrow(/declares no secret/);
    expect(await h.runtime.db('outbox').where({ to: message.to }).first()).toBeUndefined();
  });

  it('refuses a code template without its code, and an undeclared template', async () => {
    const { message } = sample(h, 'verification-code');
    await expect(h.runtime.mailer.send(message)).rejects.toThrow(/carries a code/);
    await expect(h.runtime.mailer.send({ ...message, tag: 'convite' as MailTag })).rejects.toThrow(/not declared/);
  });
});
