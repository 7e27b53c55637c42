import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { Quiz, type QuizQuestion } from './quiz';
import { ReviewCard } from './review-card';

// The quiz and a review card in English and Spanish (issue 26): the chrome is translated, the
// lesson's own questions and options stay as the server wrote them.

const QUESTIONS: QuizQuestion[] = [
  { id: 'q1', stem: 'Quem deve guardar a frase de recuperação?', options: [{ id: 'a', text: 'Só você' }, { id: 'b', text: 'O suporte' }] },
  { id: 'q2', stem: 'Onde anotar a frase?', options: [{ id: 'a', text: 'No papel' }, { id: 'b', text: 'Num print' }] },
];

afterEach(() => setPersonLocale(null));

describe('the quiz in other languages', () => {
  it('speaks US English around the lesson’s Portuguese questions', async () => {
    await setPersonLocale('en-US');
    const onSubmit = vi.fn(async () => ({
      passed: false,
      correctCount: 1,
      total: 2,
      passMark: 2,
      xpAwarded: 0,
      xpAlreadyReceived: false,
      answers: [
        { itemId: 'q1', optionId: 'a', correct: true, explanation: 'Certo.' },
        { itemId: 'q2', optionId: 'b', correct: false, explanation: 'Errado.' },
      ],
      extras: [],
    }));
    render(<Quiz questions={QUESTIONS} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getByRole('form', { name: 'Lesson quiz' })).toBeTruthy();
    expect(screen.getByText('Question 1 of 2.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Só você' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(screen.getByRole('alert').textContent).toBe('1 question left to answer.');
    await user.click(screen.getByRole('radio', { name: 'Num print' }));
    await user.click(screen.getByRole('button', { name: 'Submit answers' }));
    expect(await screen.findByRole('heading', { name: 'Quiz not passed: 1 of 2 correct' })).toBeTruthy();
    expect(screen.getByText('To complete the lesson and earn the XP, get at least 2 of 2 right.')).toBeTruthy();
    expect(screen.queryByText(/Sua resposta/)).toBeNull();
  });

  it('shows a review card in Spain Spanish', async () => {
    await setPersonLocale('es-ES');
    render(<ReviewCard card={{ front: 'Frase de recuperação', back: 'As 12 palavras.', source: 'Glosario · Carteiras' }} position="Tarjeta 1 de 3" onRate={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mostrar respuesta' }));
    expect([...screen.getByRole('group').querySelectorAll('button')].map((b) => b.textContent)).toEqual(['De nuevo', 'Difícil', 'Bien', 'Fácil']);
    expect(screen.queryByText('Bom')).toBeNull();
  });
});
