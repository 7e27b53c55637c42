import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from './breadcrumb';
import { useCrumbTitles } from './crumb-titles';

function Lesson() {
  useCrumbTitles({ '/education/primeiros-passos': 'Primeiros passos em cripto e segurança', '/education/primeiros-passos/o-que-e-bitcoin': 'O que é o Bitcoin' });
  return null;
}

const crumbs = () => within(screen.getByRole('navigation', { name: 'Você está em' })).getAllByRole('listitem').map((li) => li.textContent);

afterEach(cleanup);

describe('the breadcrumb', () => {
  it('reads the titles the open page gives to its address, and the segments once it closes', () => {
    const at = (page: boolean) => (
      <MemoryRouter initialEntries={['/education/primeiros-passos/o-que-e-bitcoin']}>
        <Breadcrumb />
        {page && <Lesson />}
      </MemoryRouter>
    );
    const { rerender } = render(at(true));
    expect(crumbs()).toEqual(['Home', 'Educação', 'Primeiros passos em cripto e segurança', 'O que é o Bitcoin']);
    rerender(at(false));
    expect(crumbs()).toEqual(['Home', 'Educação', 'Primeiros-passos', 'O-que-e-bitcoin']);
  });
});
