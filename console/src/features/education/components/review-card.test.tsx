import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ReviewCard } from './review-card';

const CARD = { front: 'Frase de recuperação', back: 'As 12 ou 24 palavras que recriam a carteira.', source: 'Glossário' };

describe('ReviewCard', () => {
  it('shows the front with the focus on it, then the answer and the four ratings on request', async () => {
    render(<ReviewCard card={CARD} position="Cartão 1 de 3" onRate={vi.fn()} />);
    const user = userEvent.setup();
    expect(document.activeElement?.textContent).toContain('Frase de recuperação');
    expect(screen.queryByText(CARD.back)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Bom' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Mostrar resposta' }));
    expect(document.activeElement?.textContent).toContain(CARD.back);
    const group = screen.getByRole('group');
    expect([...group.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['De novo', 'Difícil', 'Bom', 'Fácil']);
  });

  it('sends the rating chosen with the keyboard, and shows a refusal so the person can rate again', async () => {
    const onRate = vi.fn().mockRejectedValueOnce(new Error('Cartão não está para revisão.')).mockResolvedValue(undefined);
    render(<ReviewCard card={CARD} position="Cartão 1 de 1" onRate={onRate} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');
    // From the answer (focused once shown): De novo, then Difícil.
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Difícil');
    await user.keyboard('{Enter}');
    expect(onRate).toHaveBeenCalledWith('hard');
    expect((await screen.findByRole('alert')).textContent).toBe('Cartão não está para revisão.');
    await user.click(screen.getByRole('button', { name: 'Fácil' }));
    expect(onRate).toHaveBeenLastCalledWith('easy');
  });
});
