import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Quiz, type QuizOutcome, type QuizQuestion } from './quiz';

const QUESTIONS: QuizQuestion[] = [
  { id: 'l-q1', stem: 'Quem deve guardar a frase de recuperação?', options: [{ id: 'a', text: 'Só você' }, { id: 'b', text: 'O suporte' }, { id: 'c', text: 'A corretora' }] },
  { id: 'l-q2', stem: 'Onde anotar a frase?', options: [{ id: 'a', text: 'No papel' }, { id: 'b', text: 'Num print' }, { id: 'c', text: 'No e-mail' }] },
];

const grade = (answers: Record<string, string>, xpBefore: boolean): QuizOutcome => {
  const right = { 'l-q1': 'a', 'l-q2': 'a' } as Record<string, string>;
  const graded = QUESTIONS.map((q) => ({ itemId: q.id, optionId: answers[q.id] ?? '', correct: right[q.id] === answers[q.id], explanation: `Explicação de ${q.id}/${answers[q.id]}` }));
  const correctCount = graded.filter((g) => g.correct).length;
  const passed = correctCount === 2;
  return { passed, correctCount, total: 2, passMark: 2, xpAwarded: passed && !xpBefore ? 40 : 0, xpAlreadyReceived: xpBefore, answers: graded, extras: passed && !xpBefore ? ['Conquista desbloqueada: Estudante.'] : [] };
};

describe('Quiz', () => {
  it('asks every question as a labelled radio group and refuses to send with one missing, focusing it', async () => {
    const onSubmit = vi.fn();
    render(<Quiz questions={QUESTIONS} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    expect(screen.getAllByRole('group').map((g) => g.textContent?.slice(0, 30))).toHaveLength(2);
    await user.click(screen.getByRole('radio', { name: 'Só você' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(screen.getByRole('alert').textContent).toBe('Falta responder 1 pergunta.');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'No papel' }));
  });

  it('shows right and wrong with the chosen option explained, no XP on a fail, and a retry that starts over', async () => {
    const onSubmit = vi.fn((answers: Record<string, string>) => Promise.resolve(grade(answers, false)));
    render(<Quiz questions={QUESTIONS} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Só você' }));
    await user.click(screen.getByRole('radio', { name: 'Num print' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect(onSubmit).toHaveBeenCalledWith({ 'l-q1': 'a', 'l-q2': 'b' });
    const heading = await screen.findByRole('heading', { name: 'Quiz não aprovado: 1 de 2 certas' });
    expect(document.activeElement).toBe(heading);
    const items = screen.getAllByRole('listitem');
    expect(items[0]?.textContent).toContain('Sua resposta: Só você · Certa');
    expect(items[0]?.textContent).toContain('Explicação de l-q1/a');
    expect(items[1]?.textContent).toContain('Sua resposta: Num print · Errada');
    expect(items[1]?.textContent).toContain('Explicação de l-q2/b');
    expect(screen.getByText('Para concluir a lição e ganhar o XP, acerte pelo menos 2 de 2.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    const radios = screen.getAllByRole('radio');
    expect(radios.every((r) => !(r as HTMLInputElement).checked)).toBe(true);
    expect(document.activeElement).toBe(radios[0]);
  });

  it('says the XP gained on a pass, and that it was already received on a later pass', async () => {
    let before = false;
    const onSubmit = (answers: Record<string, string>) => Promise.resolve(grade(answers, before));
    const { unmount } = render(<Quiz questions={QUESTIONS} onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const passAll = async () => {
      await user.click(screen.getByRole('radio', { name: 'Só você' }));
      await user.click(screen.getByRole('radio', { name: 'No papel' }));
      await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    };
    await passAll();
    expect(await screen.findByRole('heading', { name: 'Quiz aprovado: 2 de 2 certas' })).toBeTruthy();
    expect(screen.getByText('Você ganhou 40 XP.')).toBeTruthy();
    expect(screen.getByText('Conquista desbloqueada: Estudante.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    unmount();

    before = true;
    render(<Quiz questions={QUESTIONS} onSubmit={onSubmit} />);
    await passAll();
    expect(await screen.findByText('XP já recebido por esta lição.')).toBeTruthy();
  });

  it('shows the server refusal and keeps the answers', async () => {
    render(<Quiz questions={QUESTIONS} onSubmit={() => Promise.reject(new Error('Lição indisponível.'))} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'O suporte' }));
    await user.click(screen.getByRole('radio', { name: 'No e-mail' }));
    await user.click(screen.getByRole('button', { name: 'Enviar respostas' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Lição indisponível.');
    expect((screen.getByRole('radio', { name: 'O suporte' }) as HTMLInputElement).checked).toBe(true);
  });
});
