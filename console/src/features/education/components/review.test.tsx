import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewCard, ReviewToday } from '@piboost/backend/contract';
import { json, renderWithProviders } from '../../../testing/render';
import { ReviewSession, ReviewSummary } from './review';

// "Revisão de hoje" over the server's answers (stubbed at fetch): the due cards one after another,
// each rating sent for its card, then what is left - or when the next card comes back.

const card = (id: string, front: string, back: string, kind: 'glossary' | 'quiz' = 'glossary'): ReviewCard => ({
  cardId: `${kind}:${id}`,
  kind,
  lessonId: 'carteiras',
  lessonTitle: 'Carteiras e frases de recuperação',
  front,
  back,
  due: '2026-11-27T12:00:00.000Z',
  stage: 'new',
  reviews: 0,
  ratings: [],
});
const TWO = [card('seed', 'Frase de recuperação', 'As palavras que recriam a carteira.'), card('carteiras-q2', 'Quem pode pedir sua frase?', 'Ninguém - nem o suporte.', 'quiz')];
const today = (cards: ReviewCard[], totalCards: number, nextDue: string | null): ReviewToday => ({ day: '2026-11-27', cards, dueToday: cards.length, totalCards, nextDue });

let review: ReviewToday;
let sent: { url: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/api/education/review') return json(200, { success: true, data: review });
    if (url.startsWith('/api/education/review/') && init.method === 'POST') {
      const cardId = decodeURIComponent(url.slice('/api/education/review/'.length));
      sent.push({ url: cardId, body: JSON.parse(String(init.body)) });
      review = today(
        review.cards.filter((c) => c.cardId !== cardId),
        2,
        '2026-11-30T12:00:00.000Z',
      );
      return json(200, { success: true, message: 'ok', data: { cardId, rating: 'good', label: 'Bom', nextDue: '2026-11-30T12:00:00.000Z', dueToday: review.dueToday } });
    }
    return json(404, { success: false, message: 'não', code: 'NOT_FOUND' });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('ReviewSession', () => {
  it('goes through the due cards, sending each rating, and ends with when the next card is due', async () => {
    review = today(TWO, 2, null);
    renderWithProviders(<ReviewSession />);
    const user = userEvent.setup();
    expect(await screen.findByText('Cartão 1 de 2 · Glossário · Carteiras e frases de recuperação')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Mostrar resposta' }));
    await user.click(screen.getByRole('button', { name: 'Bom' }));
    expect(await screen.findByText('Cartão 2 de 2 · Questão que você errou · Carteiras e frases de recuperação')).toBeTruthy();
    expect(document.activeElement?.textContent).toContain('Quem pode pedir sua frase?');
    await user.click(screen.getByRole('button', { name: 'Mostrar resposta' }));
    await user.click(screen.getByRole('button', { name: 'De novo' }));
    const done = await screen.findByRole('heading', { name: 'Revisão concluída' });
    expect(document.activeElement).toBe(done);
    expect(sent).toEqual([
      { url: 'glossary:seed', body: { rating: 'good' } },
      { url: 'quiz:carteiras-q2', body: { rating: 'again' } },
    ]);
    expect(await screen.findByText(/Você revisou 2 cartões\. O próximo cartão volta em 30\/11\/2026, 09:00\./)).toBeTruthy();
  });

  it('says how cards arrive when the person has none yet', async () => {
    review = today([], 0, null);
    renderWithProviders(<ReviewSession />);
    expect(await screen.findByText(/Você ainda não tem cartões de revisão/)).toBeTruthy();
  });
});

describe('ReviewSummary (the dashboard card)', () => {
  it('counts the cards due today and links to the review', async () => {
    review = today(TWO, 5, null);
    renderWithProviders(<ReviewSummary />);
    expect(await screen.findByText(/^2 cartões para revisar hoje/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Começar a revisão' }).getAttribute('href')).toBe('/education/revisao');
  });

  it('with nothing due, says when the next card comes back', async () => {
    review = today([], 3, '2026-11-28T15:30:00.000Z');
    renderWithProviders(<ReviewSummary />);
    expect(await screen.findByText('Nada para revisar hoje. O próximo cartão volta em 28/11/2026, 12:30.')).toBeTruthy();
  });
});
