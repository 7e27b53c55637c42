// The survey through the real app: answers kept, one trial per CPF (whoever holds it), never for
// admins, and a new token that says Premium.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newEvent, subscriptionStream, TrialReserved, TrialStarted, trialReservationStream, userStream, isEvent } from '@piboost/events';
import { freshEmail, openHarness, registerAccount, signIn, type AppHarness } from '../../../../tests/support/app';
import { surveyAnswers } from '../../../../tests/support/fixtures';
import { readStream } from '../../platform/command';
import { settled } from '../../../../tests/support/settled';

let h: AppHarness;
const adminEmail = freshEmail('chefe');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const answers = surveyAnswers;
const submit = (token: string, body: object = answers) => h.http.post('/api/user/submit-survey-and-activate-trial').set(bearer(token)).send(body);
const idOf = async (email: string) => (await h.runtime.db('users').where({ email_hash: h.runtime.keyedHash(email) }).first('id')).id as string;
const caughtUp = () => settled(h);

beforeAll(async () => {
  h = await openHarness({ ADMIN_EMAILS: adminEmail });
}, 60_000);
afterAll(async () => h?.close());

describe('POST /api/user/submit-survey-and-activate-trial', () => {
  it('refuses a missing answer in Portuguese and anonymous callers', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const res = await submit(accessToken, { ...answers, ai_confidence_level: undefined }).expect(400);
    expect(res.body.message).toBe('Por favor, preencha todos os campos da pesquisa.');
    await h.http.post('/api/user/submit-survey-and-activate-trial').send(answers).expect(401);
  });

  it('keeps the answers, starts 30 days of Premium and returns a token that says so; a second survey only updates the profile', async () => {
    const { email } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const res = await submit(accessToken).expect(200);
    expect(res.body).toMatchObject({ success: true, trialStarted: true, user: { premium: true } });
    expect(res.body.message).toMatch(/^Pesquisa enviada! Seu teste Premium de 30 dias está ativo até \d{2}\/\d{2}\/\d{4}\.$/);
    const days = (Date.parse(res.body.trialEndsAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThanOrEqual(30);
    const me = await h.http.get('/api/auth/me').set(bearer(res.body.accessToken)).expect(200);
    expect(me.body.user).toMatchObject({ premium: true, premiumUntil: res.body.trialEndsAt });

    const again = await submit(res.body.accessToken, { ...answers, investor_profile: 'agressivo' }).expect(200);
    expect(again.body).toMatchObject({ trialStarted: false, message: 'Pesquisa enviada! Seu perfil de investidor foi atualizado. O teste grátis já foi usado com este CPF.' });
    const profile = await h.http.get('/api/user/investor-profile').set(bearer(res.body.accessToken)).expect(200);
    expect(profile.body.data).toEqual({ investorProfile: 'agressivo', cryptoExperienceLevel: 'intermediario', cryptoExperienceTime: '1-3', operationalPreference: 'swing_trade', aiConfidenceLevel: 'medio' });
    const userId = await idOf(email);
    expect((await readStream(h.runtime.store, subscriptionStream(userId))).filter((e) => isEvent(e, TrialStarted))).toHaveLength(1);
  });

  it('gives no trial to a CPF whose trial an earlier account (since deleted) already used', async () => {
    const { email, cpf } = await registerAccount(h);
    // The reservation outlives the account that made it: it is keyed by the CPF, not the person.
    const cpfHash = h.runtime.keyedHash(cpf.replace(/\D/g, ''));
    const earlier = '00000000-0000-4000-8000-000000000001';
    await h.runtime.events.append(trialReservationStream(cpfHash), [newEvent(TrialReserved, { userId: earlier, cpfHash })], { expected: 'no_stream' });
    const { accessToken } = await signIn(h, email);
    const res = await submit(accessToken).expect(200);
    expect(res.body).toMatchObject({ trialStarted: false, user: { premium: false } });
    await caughtUp();
    expect(await readStream(h.runtime.store, subscriptionStream(await idOf(email)))).toHaveLength(0);
  });

  it('never gives admins a trial', async () => {
    await registerAccount(h, adminEmail);
    const { accessToken } = await signIn(h, adminEmail);
    const res = await submit(accessToken).expect(200);
    expect(res.body).toMatchObject({ trialStarted: false, message: 'Pesquisa enviada! Administradores já têm acesso completo, sem teste.' });
  });

  it('grants one trial, reserved once, when the same person submits twice at once', async () => {
    const { email, cpf } = await registerAccount(h);
    const { accessToken } = await signIn(h, email);
    const both = await Promise.all([submit(accessToken), submit(accessToken)]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    await caughtUp();
    const userId = await idOf(email);
    expect((await readStream(h.runtime.store, subscriptionStream(userId))).filter((e) => isEvent(e, TrialStarted))).toHaveLength(1);
    expect((await readStream(h.runtime.store, userStream(userId))).filter((e) => e.type === 'SurveySubmitted')).toHaveLength(2);
    expect((await readStream(h.runtime.store, trialReservationStream(h.runtime.keyedHash(cpf.replace(/\D/g, ''))))).map((e) => e.type)).toEqual(['TrialReserved']);
    expect(both.map((r) => r.body.trialStarted).sort()).toEqual([false, true]);
  });
});
