import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableHead } from './table-head';

describe('TableHead', () => {
  it('heads each column in order, and names the actions column for screen readers only', () => {
    render(
      <table>
        <TableHead columns={['Ativo', 'Quantidade']} actions />
      </table>,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Ativo', 'Quantidade', 'Ações']);
    expect(headers.every((h) => h.getAttribute('scope') === 'col')).toBe(true);
    expect(headers[2]!.querySelector('.visually-hidden')?.textContent).toBe('Ações');
  });

  it('has no actions column unless asked', () => {
    render(
      <table>
        <TableHead columns={['Mês']} />
      </table>,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Mês']);
  });
});
