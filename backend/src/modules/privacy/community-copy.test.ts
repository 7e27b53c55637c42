// LGPD for the community (issue 24 item 4): a person's topics, replies, reactions and reports are in
// the copy of their data, opened with their key; after they erase their account nothing of theirs
// opens any more, while the excerpt another person quoted of them stays in that person's reply (sealed
// with the quoter's key) and in the quoter's copy.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPostReported, CommunityReactionAdded, CommunityReplyPosted, CommunityThreadStarted, communityThreadStream, newEvent, type NewEvent } from '@piboost/events';
import { openHarness, registerAccount, signIn, PASSWORD, type AppHarness } from '../../../../tests/support/app';
import { eventually } from '../../../../tests/support/eventually';
import { privacyHooks } from '../account-hooks';
import { communityDataOf } from '../community';
import { personalCopy } from './copy';
import { readableDocument } from './document';

let h: AppHarness;

beforeAll(async () => {
  h = await openHarness();
}, 60_000);
afterAll(() => h.close());

async function person() {
  const { email } = await registerAccount(h);
  const s = await signIn(h, email);
  return { email, id: s.body.user.id as string, auth: { Authorization: `Bearer ${s.accessToken}` } };
}

describe('the community in the copy of one’s data, and erasure', () => {
  it('holds the person’s topics, replies (with what they quoted), reactions and reports; after erasure nothing of theirs opens and the quote others made stays', async () => {
    const ana = await person();
    const bia = await person();
    const threadId = randomUUID();
    const [first, answer, back] = [randomUUID(), randomUUID(), randomUUID()];
    const events: NewEvent[] = [
      newEvent(CommunityThreadStarted, { threadId, postId: first, roomId: randomUUID(), authorId: ana.id, subjectId: ana.id, title: 'Como declarar <b>BTC</b>?', body: 'Comprei em 2025 e vendi neste mês.', subject: null, held: null }),
      newEvent(CommunityReplyPosted, { threadId, postId: answer, authorId: bia.id, subjectId: bia.id, body: 'Abaixo de R$ 35 mil por mês é isento.', quote: { postId: first, authorId: ana.id }, quoteExcerpt: 'Comprei em 2025 e vendi neste mês.', mentions: [ana.id], held: null }),
      newEvent(CommunityReplyPosted, { threadId, postId: back, authorId: ana.id, subjectId: ana.id, body: 'Obrigada, Bia!', quote: null, quoteExcerpt: null, mentions: [], held: null }),
      newEvent(CommunityReactionAdded, { threadId, postId: answer, userId: ana.id, authorId: bia.id, kind: 'thanks' }),
      newEvent(CommunityPostReported, { threadId, postId: answer, reporterId: ana.id, subjectId: ana.id, reason: 'other', note: 'Só para conferir a regra.' }),
    ];
    await h.runtime.events.append(communityThreadStream(threadId), events);
    const path = `/community/t/${threadId}`;

    const data = await eventually(async () => {
      const d = await communityDataOf(h.runtime, ana.id);
      return d.denuncias.length === 1 && d.reacoes.length === 1 ? d : null;
    }, { label: 'Ana’s community data in the read model' });
    expect(data.topicos).toEqual([{ em: expect.any(String), sala: null, endereco: path, titulo: 'Como declarar <b>BTC</b>?', texto: 'Comprei em 2025 e vendi neste mês.', situacao: 'Publicada' }]);
    expect(data.respostas).toEqual([{ em: expect.any(String), endereco: path, topico: 'Como declarar <b>BTC</b>?', texto: 'Obrigada, Bia!', citacao: null, situacao: 'Publicada' }]);
    expect(data.reacoes).toEqual([{ em: expect.any(String), tipo: 'Obrigado', endereco: path }]);
    expect(data.denuncias).toEqual([{ em: expect.any(String), motivo: 'Outro motivo', observacao: 'Só para conferir a regra.', endereco: path }]);
    // Bia's copy: her reply and the excerpt she quoted; Ana's topic is named by its address only.
    expect((await communityDataOf(h.runtime, bia.id)).respostas).toEqual([
      { em: expect.any(String), endereco: path, topico: null, texto: 'Abaixo de R$ 35 mil por mês é isento.', citacao: 'Comprei em 2025 e vendi neste mês.', situacao: 'Publicada' },
    ]);

    // The whole copy, as the person downloads it: the JSON and the readable page (escaped as text).
    const copy = await personalCopy(h.runtime, privacyHooks(h.runtime), ana.id);
    expect(copy.comunidade.topicos).toHaveLength(1);
    const page = readableDocument(copy);
    expect(page).toContain('<h2>Comunidade</h2>');
    expect(page).toContain('Como declarar &lt;b&gt;BTC&lt;/b&gt;?');
    expect(page).not.toContain('<b>BTC</b>');

    await h.http.post('/api/user/account/delete').set(ana.auth).send({ secret: PASSWORD, confirmation: 'EXCLUIR' }).expect(200);
    const after = await eventually(async () => {
      const d = await communityDataOf(h.runtime, ana.id);
      return d.reacoes.length === 0 && d.denuncias.length === 0 ? d : null;
    }, { label: 'Ana’s community data gone' });
    expect(after).toEqual({ topicos: [], respostas: [], reacoes: [], denuncias: [] });
    const kept = await communityDataOf(h.runtime, bia.id);
    expect(kept.respostas[0]).toMatchObject({ texto: 'Abaixo de R$ 35 mil por mês é isento.', citacao: 'Comprei em 2025 e vendi neste mês.' });
  });
});
