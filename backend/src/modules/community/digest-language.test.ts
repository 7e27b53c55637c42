// Issue 26: the community's daily digest in the language the person chose; thread titles and names
// stay as people wrote them; an author the community no longer knows is named in the reader's language. pt-BR is unchanged (digest.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityReplyPosted, CommunityThreadStarted, communityThreadStream, newEvent } from '@piboost/events';
import type { Locale } from '@piboost/events/i18n';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { receivedMail } from '../../../../tests/support/outbox';
import { personSpeaking } from '../../../../tests/support/profile';
import { sendCommunityDigests } from './digest';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
}, 90_000);
afterAll(async () => h?.close(), 120_000);

/** A person who chose `language` and turned the digest on, with a thread of theirs that got two replies. */
async function withReplies(language: Locale) {
  const p = await personSpeaking(h, language);
  await h.http.put('/api/user/preferences').set(p.auth).send({ community_digest: true }).expect(200);
  const threadId = randomUUID();
  const someone = randomUUID();
  const reply = () => newEvent(CommunityReplyPosted, { threadId, postId: randomUUID(), authorId: someone, subjectId: someone, body: 'Concordo.', quote: null, quoteExcerpt: null, mentions: [], held: null });
  await h.runtime.events.append(communityThreadStream(threadId), [
    newEvent(CommunityThreadStarted, { threadId, postId: randomUUID(), roomId: randomUUID(), authorId: p.userId, subjectId: p.userId, title: 'Bitcoin ou ether?', body: 'Qual vocês preferem?', subject: null, held: null }),
    reply(),
    reply(),
  ]);
  await eventually(async () => ((await h.runtime.db('community_notifications').where({ user_id: p.userId }).count<{ n: string }[]>('* as n'))[0]!.n === '2' ? true : null), { label: 'two notifications' });
  return { ...p, threadId };
}

describe('the community digest in the person language', () => {
  it('writes it in English and in Spanish to the people who chose them', async () => {
    const en = await withReplies('en-US');
    const es = await withReplies('es-ES');
    expect(await sendCommunityDigests(h.runtime)).toBe(2);

    const english = await receivedMail(h.runtime, { to: en.email, tag: 'community-digest' });
    expect(english.subject).toBe('2 community updates - π Boost');
    expect(english.text).toMatch(/^Hi Pessoa,\n\nYou have 2 unread updates in the π Boost community:\n\n- Removed person replied in your topic "Bitcoin ou ether\?"\n- Removed person replied/);
    expect(english.text).toContain(`- Bitcoin ou ether?: http://localhost:3000/community/t/${en.threadId}`);
    expect(english.text).toContain('Turn off "Daily community digest by email"');
    expect(english.text).not.toMatch(/Olá|novidades|Pessoa removida/);

    const spanish = await receivedMail(h.runtime, { to: es.email, tag: 'community-digest' });
    expect(spanish.subject).toBe('2 novedades en la comunidad - π Boost');
    expect(spanish.text).toContain('Tienes 2 novedades sin leer en la comunidad de π Boost:');
    expect(spanish.text).toContain('- Persona eliminada respondió en tu tema "Bitcoin ou ether?"');
    expect(spanish.text).not.toMatch(/Olá|Você/);
  }, 90_000);
});
