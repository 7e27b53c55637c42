import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../testing/render';
import type { Post, Standing, ThreadPage } from '../api/community';
import { ThreadPageView } from './thread';

// A thread page over the server's answers (stubbed at fetch): the states of a post (staff badge, best
// answer, hidden for others and for its author, held, erased), the VIP disclaimer, the composer's
// refusals (the server's message shown, the text kept) and a muted person's disabled composer.

const ME = 'u-me';
const person = (id: string, name: string, staff = false) => ({ id, name, staff, removed: false });
const post = (over: Partial<Post> & { id: string }): Post => ({
  author: person('u-x', 'Xavier'),
  body: 'texto',
  createdAt: '2026-11-27T12:00:00.000Z',
  quote: null,
  reactions: { like: 0, insight: 0, thanks: 0 },
  myReactions: [],
  best: false,
  held: false,
  hidden: null,
  mine: false,
  ...over,
});

let thread: ThreadPage;
let standing: Standing;
let replyAnswer: { status: number; body: unknown };
let sent: { url: string; method: string; body: unknown }[];

function page(posts: Post[], access: 'members' | 'vip' = 'members', authorId = ME): ThreadPage {
  return {
    thread: { id: 't1', room: { slug: access === 'vip' ? 'vip' : 'geral', title: access === 'vip' ? 'Sala VIP' : 'Sala geral', access }, title: 'Tópico <b>x</b>', subject: null, author: person(authorId, 'Autor'), bestAnswerPostId: null, createdAt: '2026-11-27T12:00:00.000Z' },
    posts,
    page: 1,
    pageSize: 30,
    total: posts.length,
  };
}

beforeEach(() => {
  sent = [];
  standing = { muted: null, banned: null, unread: 0 };
  replyAnswer = { status: 201, body: { success: true, data: { postId: 'p9', held: null } } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET') sent.push({ url, method, body: init.body ? JSON.parse(String(init.body)) : null });
    if (url.startsWith('/api/community/threads/t1?')) return json(200, { success: true, data: thread });
    if (url === '/api/community/me') return json(200, { success: true, data: standing });
    if (url === '/api/community/threads/t1/replies') return json(replyAnswer.status, replyAnswer.body);
    if (method !== 'GET') return new Response(null, { status: 204 });
    return json(404, { success: false, message: 'não', code: 'NOT_FOUND' });
  });
});
afterEach(() => vi.unstubAllGlobals());

function show(staff = false) {
  return renderWithProviders(<ThreadPageView threadId="t1" viewer={{ id: ME, staff }} />);
}

const article = (name: string) => screen.getByRole('article', { name: `Publicação de ${name}` });

describe('ThreadPageView', () => {
  it('shows each post state as the contract says, the title as text, and the staff badge', async () => {
    thread = page([
      post({ id: 'p1', author: person(ME, 'Eu'), mine: true, body: 'Minha pergunta' }),
      post({ id: 'p2', author: person('u-s', 'Suporte π Boost', true), body: 'Resposta da equipe', best: true, reactions: { like: 2, insight: 0, thanks: 1 } }),
      post({ id: 'p3', author: person('u-h', 'Hugo'), body: null, hidden: { reason: 'spam' } }),
      post({ id: 'p4', author: person(ME, 'Eu'), mine: true, body: 'Meu post oculto', hidden: { reason: 'Dados pessoais de terceiros' } }),
      post({ id: 'p5', author: person(ME, 'Eu'), mine: true, body: 'Com link https://a.example', held: true }),
      post({ id: 'p6', author: { id: null, name: 'Pessoa removida', staff: false, removed: true }, body: null }),
    ]);
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Tópico <b>x</b>' })).toBeTruthy();
    expect(within(article('Suporte π Boost')).getByText('Equipe π Boost')).toBeTruthy();
    expect(within(article('Suporte π Boost')).getByText('Melhor resposta')).toBeTruthy();
    expect(within(article('Suporte π Boost')).getByRole('button', { name: 'Curtir (2)' })).toBeTruthy();
    expect(within(article('Hugo')).getByText('Publicação ocultada pela moderação')).toBeTruthy();
    const mine = screen.getAllByRole('article', { name: 'Publicação de Eu' });
    expect(within(mine[1]!).getByText('Ocultada pela moderação: Dados pessoais de terceiros')).toBeTruthy();
    expect(within(mine[1]!).getByText('Meu post oculto')).toBeTruthy();
    expect(within(mine[2]!).getByText('Aguardando moderação')).toBeTruthy();
    expect(within(article('Pessoa removida')).getByText('Conteúdo removido a pedido da pessoa.')).toBeTruthy();
    // Own posts: no reaction, no report.
    expect(within(mine[0]!).getByRole('button', { name: 'Curtir (0)' })).toHaveProperty('disabled', true);
    expect(within(mine[0]!).queryByRole('button', { name: 'Denunciar' })).toBeNull();
    // Not a VIP room: no disclaimer.
    expect(screen.queryByText(/não são recomendação de investimento/)).toBeNull();
  });

  it('lets the thread author mark a reply as the best answer, not their own post', async () => {
    thread = page([post({ id: 'p1', author: person(ME, 'Eu'), mine: true }), post({ id: 'p2', author: person('u-b', 'Bia') })]);
    show();
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('article', { name: 'Publicação de Bia' })).findByRole('button', { name: 'Marcar como melhor resposta' }));
    expect(sent).toContainEqual({ url: '/api/community/threads/t1/best-answer', method: 'POST', body: { postId: 'p2' } });
    expect(within(article('Eu')).queryByRole('button', { name: /melhor resposta/ })).toBeNull();
  });

  it('does not offer the best answer to someone who is neither the author nor staff; staff get it', async () => {
    thread = page([post({ id: 'p1', author: person('u-a', 'Ana') }), post({ id: 'p2', author: person('u-b', 'Bia') })], 'members', 'u-a');
    const first = show();
    await screen.findByRole('article', { name: 'Publicação de Bia' });
    expect(screen.queryByRole('button', { name: 'Marcar como melhor resposta' })).toBeNull();
    first.unmount();
    show(true);
    expect(await within(await screen.findByRole('article', { name: 'Publicação de Bia' })).findByRole('button', { name: 'Marcar como melhor resposta' })).toBeTruthy();
  });

  it('shows the VIP disclaimer in the VIP room', async () => {
    thread = page([post({ id: 'p1' })], 'vip');
    show();
    expect(await screen.findByText('As conversas da comunidade não são recomendação de investimento. A equipe π Boost não dá conselhos financeiros individuais.')).toBeTruthy();
  });

  it('keeps a rejected reply in the composer with the server message, and sends the quote with an accepted one', async () => {
    thread = page([post({ id: 'p1', author: person('u-a', 'Ana'), body: 'Pergunta' })]);
    replyAnswer = { status: 429, body: { success: false, code: 'RATE_LIMITED', message: 'Você está publicando rápido demais. Aguarde um pouco e tente de novo.' } };
    show();
    const user = userEvent.setup();
    const box = await screen.findByLabelText('Sua resposta');
    await user.type(box, 'Minha resposta');
    await user.click(screen.getByRole('button', { name: 'Publicar resposta' }));
    expect(await screen.findByText('Você está publicando rápido demais. Aguarde um pouco e tente de novo.')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('Minha resposta');

    replyAnswer = { status: 201, body: { success: true, data: { postId: 'p9', held: null } } };
    await user.click(within(article('Ana')).getByRole('button', { name: 'Citar' }));
    expect(screen.getByText(/Citando Ana/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publicar resposta' }));
    await vi.waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(sent.filter((s) => s.url.endsWith('/replies')).at(-1)?.body).toEqual({ body: 'Minha resposta', quotePostId: 'p1' });
  });

  it('disables the composer of a muted person and says until when and why', async () => {
    thread = page([post({ id: 'p1', author: person('u-a', 'Ana') })]);
    standing = { muted: { until: '2999-01-01T12:00:00.000Z', reason: 'Spam repetido' }, banned: null, unread: 0 };
    show();
    expect(await screen.findByText(/Você está silenciado até .* Motivo: Spam repetido/)).toBeTruthy();
    expect(screen.getByLabelText('Sua resposta')).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Publicar resposta' })).toHaveProperty('disabled', true);
  });

  it('disables the composer of a banned person with the reason', async () => {
    thread = page([post({ id: 'p1', author: person('u-a', 'Ana') })]);
    standing = { muted: null, banned: { reason: 'Golpes' }, unread: 0 };
    show();
    expect(await screen.findByText('Sua participação na comunidade foi suspensa. Motivo: Golpes')).toBeTruthy();
    expect(screen.getByLabelText('Sua resposta')).toHaveProperty('disabled', true);
  });
});
