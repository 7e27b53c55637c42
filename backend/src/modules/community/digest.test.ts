// The community's daily e-mail digest (issue 24 item 4) through the real mail path (the outbox keeps
// each mail when SMTP is off): opt-in with "Resumo diário da comunidade por e-mail" (off by default),
// stopped by "Notificações por email" off, one mail per person and day, only unread replies and mentions.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityReplyPosted, CommunityThreadStarted, communityThreadStream, newEvent } from '@piboost/events';
import { openHarness, signIn, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { mailCount, receivedMail } from '../../../../tests/support/outbox';
import { DEMO_PASSWORD, seedDemoData } from '../identity';
import { sendCommunityDigests } from './digest';

let h: AppHarness;
const people: Record<string, { id: string; email: string; auth: { Authorization: string } }> = {};

beforeAll(async () => {
  h = await openHarness();
  const { accounts } = await seedDemoData(h.runtime);
  while ((await h.runtime.db('users').count<{ n: string }[]>('* as n'))[0]!.n !== String(accounts)) await new Promise((r) => setTimeout(r, 50));
  for (const name of ['ana.souza', 'bruno.carvalho', 'camila.ferreira', 'diego.almeida']) {
    const email = `${name}@demo.piboost.local`;
    const s = await signIn(h, email, DEMO_PASSWORD);
    people[name.split('.')[0]!] = { id: s.body.user.id as string, email, auth: { Authorization: `Bearer ${s.accessToken}` } };
  }
}, 120_000);
afterAll(() => h?.close());

const preferences = (who: string, body: Record<string, boolean>) => h.http.put('/api/user/preferences').set(people[who]!.auth).send(body).expect(200);

describe('the daily community digest', () => {
  it('mails the unread replies and mentions to who turned it on, once a day; off by default, and "Notificações por email" off stops it', async () => {
    const { ana, bruno, camila, diego } = people as Record<string, (typeof people)[string]>;
    const defaults = await h.http.get('/api/user/preferences').set(ana!.auth).expect(200);
    expect(defaults.body.preferences.community_digest).toBe(false);
    await preferences('ana', { community_digest: true });
    await preferences('diego', { community_digest: true, email_notifications: false });
    expect((await h.http.get('/api/user/preferences').set(ana!.auth).expect(200)).body.preferences.community_digest).toBe(true);

    const threadId = randomUUID();
    const reply = (body: string, mentions: string[]) =>
      newEvent(CommunityReplyPosted, { threadId, postId: randomUUID(), authorId: bruno!.id, subjectId: bruno!.id, body, quote: null, quoteExcerpt: null, mentions, held: null });
    await h.runtime.events.append(communityThreadStream(threadId), [
      newEvent(CommunityThreadStarted, { threadId, postId: randomUUID(), roomId: randomUUID(), authorId: ana!.id, subjectId: ana!.id, title: 'Bitcoin ou ether para 2027?', body: 'Qual vocês preferem?', subject: null, held: null }),
      reply('Bitcoin, pela escassez.', [camila!.id, diego!.id]),
      reply('E vale estudar a custódia.', []),
    ]);
    await eventually(async () => ((await h.runtime.db('community_notifications').where({ user_id: ana!.id }).count<{ n: string }[]>('* as n'))[0]!.n === '2' ? true : null), { label: 'Ana’s two notifications' });

    expect(await sendCommunityDigests(h.runtime)).toBe(1);
    const mail = await receivedMail(h.runtime, { to: ana!.email, tag: 'community-digest' });
    expect(mail.subject).toBe('2 novidades na comunidade - π Boost');
    expect(mail.text).toContain('- Bruno Carvalho respondeu no seu tópico "Bitcoin ou ether para 2027?"');
    expect(mail.text).toContain(`/community/t/${threadId}`);
    expect(mail.text).toContain('Resumo diário da comunidade por e-mail');
    // Camila never turned it on; Diego's "Notificações por email" is off.
    expect(await mailCount(h.runtime.db, { to: camila!.email, tag: 'community-digest' })).toBe(0);
    expect(await mailCount(h.runtime.db, { to: diego!.email, tag: 'community-digest' })).toBe(0);

    // A second run the same day sends nothing more.
    await sendCommunityDigests(h.runtime);
    expect(await mailCount(h.runtime.db, { to: ana!.email, tag: 'community-digest' })).toBe(1);

    // Read, the next day's run has nothing for Ana.
    await h.http.post('/api/community/notifications/read').set(ana!.auth).expect(204);
    await eventually(async () => ((await h.http.get('/api/community/notifications').set(ana!.auth).expect(200)).body.data.items as { read: boolean }[]).every((n) => n.read) || null, { label: 'read' });
    const today = h.runtime.now;
    h.runtime.now = () => new Date(today().getTime() + 3600_000 * 20);
    try {
      expect(await sendCommunityDigests(h.runtime)).toBe(0);
    } finally {
      h.runtime.now = today;
    }
    // Turned off in the profile, the mailer itself declines the template.
    await preferences('ana', { community_digest: false });
    await eventually(async () => ((await h.runtime.db('user_preferences').where({ user_id: ana!.id }).first<{ community_digest: boolean }>('community_digest'))?.community_digest === false ? true : null), { label: 'preference off' });
    const declined = await h.runtime.mailer.send({ to: ana!.email, subjectId: ana!.id, tag: 'community-digest', subject: 'Teste', text: 'Teste' });
    expect(declined.status).toBe('declined');
  });
});
