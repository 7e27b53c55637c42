// The e-mail switches of the profile's Notificações tab do what they say (issue 21 item 6), through
// the real mail path: the whole platform (projector, reactors, workers) sending by SMTP to a catcher.
// Each switch is turned off through the preferences call and the mail it governs does not arrive;
// turned on again, it does. Security notices cannot be turned off and still arrive.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, subscriptionStream, TrialGrantedByStaff } from '@piboost/events';
import { reportsHooks } from '../../backend/src/modules/account-hooks';
import { sendRenewalReminders } from '../../backend/src/modules/billing/reminders';
import { firePriceAlerts, MARKET_MAIL_QUEUE } from '../../backend/src/modules/market/jobs';
import { derivedId } from '../../backend/src/platform/ids';
import { startFakeCoinGecko, type FakeCoinGecko } from '../../backend/src/platform/market-data/fake-coingecko';
import { refreshQuotes } from '../../backend/src/modules/market/quotes';
import type { Report } from '../../backend/src/modules/reports/build';
import { mailWeeklyReport } from '../../backend/src/modules/reports/mail';
import { freshEmail, openPlatform, PASSWORD, signIn, type AppHarness } from '../support/app';
import { signUpBody } from '../support/fixtures';
import { startSmtpCatcher, type SmtpCatcher } from '../support/smtp';
import { eventually } from '../support/eventually';

let smtp: SmtpCatcher;
let coins: FakeCoinGecko;
let h: AppHarness;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  coins = await startFakeCoinGecko();
  h = await openPlatform({ SMTP_URL: smtp.url, MARKET_DATA_URL: coins.url, MARKET_COINS: 'bitcoin,ethereum' });
  await refreshQuotes(h.runtime);
}, 60_000);
afterAll(async () => {
  await h?.close();
  await Promise.all([smtp?.close(), coins?.close()]);
});

/** A person signed up through the API as the console does, the code read from the mail SMTP delivered. */
async function signedInPerson(tag: string) {
  const email = freshEmail(tag);
  await h.http.post('/api/auth/send-verification-code').send({ email }).expect(200);
  const mail = await eventually(async () => smtp.delivered.find((m) => m.to.includes(email)), { label: 'the verification code' });
  const code = /\b(\d{6})\b/.exec(mail.raw.split(/\r?\n\r?\n/).slice(1).join('\n'))![1];
  const { registrationToken } = (await h.http.post('/api/auth/verify-code').send({ email, code }).expect(200)).body as { registrationToken: string };
  await h.http
    .post('/api/auth/register')
    .send(signUpBody(registrationToken, email))
    .expect(201);
  const session = await signIn(h, email);
  return { email, userId: session.body.user.id as string, auth: { Authorization: `Bearer ${session.accessToken}` } };
}

type Person = Awaited<ReturnType<typeof signedInPerson>>;

const delivered = (to: string, subject: RegExp) => smtp.delivered.filter((m) => m.to.includes(to) && subject.test(m.raw));

async function setPreference(person: Person, body: Record<string, boolean>) {
  const res = await h.http.put('/api/user/preferences').set(person.auth).send(body).expect(200);
  expect(res.body.message).toBe('Preferências salvas com sucesso!');
}

/** The mail job of a fired alert has run (the reactor queued it by the event's id, the worker finished it). */
async function alertMailJobDone(alertId: string) {
  const jobId = `market_price_alert_mail-${derivedId(`price-alert-triggered:${alertId}`)}`;
  await eventually(async () => ((await (await h.runtime.jobs.queue(MARKET_MAIL_QUEUE).getJob(jobId))?.getState()) === 'completed' ? true : null), { label: `mail job of alert ${alertId}` });
}

async function premiumFor(person: Person, days: number) {
  const endsAt = new Date(h.runtime.now().getTime() + days * 86_400_000).toISOString();
  await h.runtime.events.append(subscriptionStream(person.userId), [newEvent(TrialGrantedByStaff, { userId: person.userId, staffId: randomUUID(), plan: 'professional', endsAt, reason: 'Teste das preferências de e-mail' })]);
  await eventually(async () => (await h.runtime.db('users').where({ id: person.userId }).first('trial_ends_at'))?.trial_ends_at, { label: 'trial in the users read model' });
}

describe('"Notificações por email"', () => {
  it('off, a crossed price alert is not mailed; on again, the next one is', async () => {
    const person = await signedInPerson('alerta');
    const alert = async () => {
      const created = await h.http.post('/api/price-alerts').set(person.auth).send({ coinId: 'bitcoin', condition: 'above', priceBrl: 1 }).expect(201);
      expect(await firePriceAlerts(h.runtime)).toBeGreaterThanOrEqual(1);
      await alertMailJobDone(created.body.data.id as string);
    };

    await setPreference(person, { email_notifications: false });
    await alert();
    expect(delivered(person.email, /crie outro no seu painel/)).toHaveLength(0);

    await setPreference(person, { email_notifications: true });
    await h.http.put('/api/user/preferences').set(person.auth).send({ timezone: 'Europe/London' }).expect(200);
    await alert();
    const mail = await eventually(async () => delivered(person.email, /crie outro no seu painel/)[0], { label: 'the alert mail' });
    expect(delivered(person.email, /crie outro no seu painel/)).toHaveLength(1);
    // Its time is in the person's "Fuso horário".
    const fired = await h.runtime.db('price_alerts').where({ user_id: person.userId }).whereNotNull('triggered_at').orderBy('triggered_at', 'desc').first<{ triggered_at: Date }>('triggered_at');
    expect(mail.raw).toContain(`(${fired.triggered_at.toLocaleString('pt-BR', { timeZone: 'Europe/London' })})`);
    expect(await h.runtime.db('outbox').where({ to: person.email, tag: 'price-alert' })).toHaveLength(1);
  });

  it('off, no renewal reminder is mailed nor recorded; on again while it is due, it is', async () => {
    const person = await signedInPerson('lembrete');
    await premiumFor(person, 5);

    await setPreference(person, { email_notifications: false });
    expect(await sendRenewalReminders(h.runtime)).toBe(0);
    expect(delivered(person.email, /gere uma nova invoice/)).toHaveLength(0);

    await setPreference(person, { email_notifications: true });
    expect(await sendRenewalReminders(h.runtime)).toBe(1);
    await eventually(async () => delivered(person.email, /gere uma nova invoice/)[0], { label: 'the reminder' });
    expect(await sendRenewalReminders(h.runtime)).toBe(0);
  });

  it('does not silence security notices, which cannot be turned off', async () => {
    const person = await signedInPerson('seguranca');
    await setPreference(person, { email_notifications: false });
    const res = await h.http.put('/api/user/preferences').set(person.auth).send({ security_emails: false }).expect(400);
    expect(JSON.stringify(res.body)).toMatch(/segurança/i);
    await h.http.post('/api/auth/change-password').set(person.auth).send({ currentPassword: PASSWORD, newPassword: 'Outra@Senha2' }).expect(200);
    await eventually(async () => (await h.runtime.db('outbox').where({ to: person.email, tag: 'security-password-changed', status: 'sent' }).first()) as unknown, { label: 'the password-changed notice' });
    expect(smtp.delivered.filter((m) => m.to.includes(person.email)).length).toBeGreaterThan(0);
  });
});

describe('"Relatório semanal"', () => {
  const report = (periodStart: string): Report => ({
    reportId: randomUUID(),
    kind: 'weekly',
    periodStart,
    periodEnd: periodStart,
    partial: false,
    generatedAt: new Date().toISOString(),
    title: `Relatório semanal de ${periodStart}`,
    headline: 'Semana de teste.',
    simulated: true,
    source: 'simulador',
    figures: { coins: [], analyses: { count: 0, bullish: 0, bearish: 0, neutral: 0, items: [] }, calls: { published: 0, up: 0, down: 0, flat: 0 }, scored: { count: 0, hits: 0, hitRatePct: null } },
  });

  it('off, the week is not mailed; on again, the next week is', async () => {
    const person = await signedInPerson('semanal');
    await premiumFor(person, 20);
    const hooks = reportsHooks(h.runtime);

    await setPreference(person, { weekly_report: false });
    await mailWeeklyReport(h.runtime, hooks, report('2026-11-09'));
    expect(delivered(person.email, /Relat/)).toHaveLength(0);

    await setPreference(person, { weekly_report: true });
    await mailWeeklyReport(h.runtime, hooks, report('2026-11-16'));
    await eventually(async () => delivered(person.email, /2026-11-16/)[0], { label: 'the weekly report' });
    expect(delivered(person.email, /2026-11-09/)).toHaveLength(0);
  });
});
