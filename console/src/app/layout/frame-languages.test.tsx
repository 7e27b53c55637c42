import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale, setPersonLocale } from '../../i18n';
import { renderWithProviders } from '../../testing/render';
import { Footer } from './footer';
import { Header } from './header';

// The frame every page lives in, as a visitor reads it in each language, and the switcher that
// changes the language of the whole page (and <html lang>) without a reload.

const frame = () => (
  <>
    <Header />
    <Footer />
  </>
);

afterEach(async () => {
  await setPersonLocale(null);
  await chooseLocale('pt-BR');
  localStorage.clear();
});

describe('the header and footer in three languages', () => {
  it('speaks US English', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(frame());
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText('Get the π Boost newsletter')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Registrar' })).toBeNull();
    expect(screen.queryByText('Política de Privacidade')).toBeNull();
  });

  it('speaks Spain Spanish', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(frame());
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Términos de uso' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Política de privacidad' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Termos de Uso' })).toBeNull();
  });

  it('switches the language from the footer, <html lang> included', async () => {
    renderWithProviders(frame());
    expect(screen.getByRole('link', { name: 'Registrar' })).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    await userEvent.selectOptions(within(footer).getByRole('combobox', { name: 'Idioma' }), 'es-ES');
    await waitFor(() => expect(document.documentElement.lang).toBe('es-ES'));
    expect(await screen.findByRole('link', { name: 'Registrarse' })).toBeTruthy();
    expect(within(footer).getByRole('combobox', { name: 'Idioma' })).toBeTruthy();
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Idioma' })[0]!, 'en-US');
    await waitFor(() => expect(document.documentElement.lang).toBe('en-US'));
    expect(await screen.findByRole('link', { name: 'Sign up' })).toBeTruthy();
  });
});
