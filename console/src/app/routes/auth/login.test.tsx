import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../features/auth/auth-provider';
import { setPersonLocale } from '../../../i18n';
import LoginPage from './login';

// The sign-in page in the visitor's language (issue 26): its words and its own validation messages
// follow the language; the visitor has no session (the refresh answers 204) and no dev panel.

function renderLogin() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AuthProvider>
          <LoginPage />
        </AuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', async () => new Response(null, { status: 204 }));
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

describe('the login page', () => {
  it('speaks pt-BR by default', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeTruthy();
    expect(screen.getByLabelText('Lembrar de mim')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registre-se' })).toBeTruthy();
  });

  it('speaks en-US, down to its validation messages', async () => {
    await setPersonLocale('en-US');
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeTruthy();
    expect(screen.getByLabelText('Remember me')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up' }).parentElement?.textContent).toBe("Don't have an account? Sign up");
    expect(screen.queryByText('Lembrar de mim')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(screen.queryByText('Email é obrigatório')).toBeNull();

    await userEvent.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Invalid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
  });

  it('speaks es-ES', async () => {
    await setPersonLocale('es-ES');
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByLabelText('Recordarme')).toBeTruthy();
    expect(screen.getByRole('link', { name: '¿Has olvidado tu contraseña?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Regístrate' })).toBeTruthy();
    expect(screen.queryByText('Lembrar de mim')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('El correo electrónico es obligatorio')).toBeTruthy();
  });
});
