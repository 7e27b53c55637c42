import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { renderWithProviders } from '../../../testing/render';
import TermsRoute from './terms';

// The legal pages are translated in full; a translation says the Portuguese version prevails.

afterEach(() => setPersonLocale(null));

describe('the terms of use in three languages', () => {
  it('binds in Portuguese, with no translation notice', () => {
    renderWithProviders(<TermsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Aceitação dos termos' })).toBeTruthy();
    expect(screen.queryByText(/prevalece a versão em português/)).toBeNull();
  });

  it('reads in US English and says the Portuguese version prevails', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(<TermsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '1. Acceptance of the terms' })).toBeTruthy();
    expect(screen.getByText(/the Portuguese version prevails/)).toBeTruthy();
    expect(screen.queryByText(/Aceitação dos termos/)).toBeNull();
  });

  it('reads in Spain Spanish and says the Portuguese version prevails', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(<TermsRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos de uso' })).toBeTruthy();
    expect(screen.getByText(/prevalece la versión en portugués/)).toBeTruthy();
    expect(screen.getByText(/Última actualización/)).toBeTruthy();
  });
});
