import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Tabs, useTabInAddress } from './tabs';

const TABS = [
  { id: 'um', label: 'Primeira' },
  { id: 'dois', label: 'Segunda' },
  { id: 'tres', label: 'Terceira' },
] as const;

function Page() {
  const [current, select] = useTabInAddress(TABS);
  const location = useLocation();
  return (
    <>
      <Tabs idPrefix="t" label="Seções" tabs={TABS} current={current} onSelect={select}>
        <p>Conteúdo {current}</p>
      </Tabs>
      <output aria-label="endereço">{location.search}</output>
    </>
  );
}

const renderAt = (url: string) => render(<MemoryRouter initialEntries={[url]}><Page /></MemoryRouter>);
const selected = () => screen.getAllByRole('tab').filter((t) => t.getAttribute('aria-selected') === 'true').map((t) => t.textContent);

describe('Tabs', () => {
  it('opens the tab named in the address, with the ARIA roles and only that tab in the tab order', () => {
    renderAt('/x?aba=dois');
    const list = screen.getByRole('tablist', { name: 'Seções' });
    expect(list).toBeTruthy();
    expect(selected()).toEqual(['Segunda']);
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Segunda' });
    expect(panel.textContent).toBe('Conteúdo dois');
    expect(screen.getByRole('tab', { name: 'Segunda' }).getAttribute('aria-controls')).toBe(panel.id);
  });

  it('falls back to the first tab for an unknown address and clears the parameter when the first is chosen', async () => {
    renderAt('/x?aba=nada');
    expect(selected()).toEqual(['Primeira']);
    await userEvent.click(screen.getByRole('tab', { name: 'Terceira' }));
    expect(screen.getByLabelText('endereço').textContent).toBe('?aba=tres');
    await userEvent.click(screen.getByRole('tab', { name: 'Primeira' }));
    expect(screen.getByLabelText('endereço').textContent).toBe('');
  });

  it('moves with the arrows (wrapping), Home and End, focusing and opening the tab', async () => {
    renderAt('/x');
    const user = userEvent.setup();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Primeira' }));
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toEqual(['Terceira']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Terceira' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Primeira']);
    await user.keyboard('{ArrowRight}');
    expect(selected()).toEqual(['Segunda']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Conteúdo dois');
    await user.keyboard('{End}');
    expect(selected()).toEqual(['Terceira']);
    await user.keyboard('{Home}');
    expect(selected()).toEqual(['Primeira']);
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Primeira' }));
  });
});
