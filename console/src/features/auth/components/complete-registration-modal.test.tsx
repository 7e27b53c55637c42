import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { json, renderWithProviders } from '../../../testing/render';
import { CompleteRegistrationModal } from './complete-registration-modal';

// Sign-up in English (issue 26): the modal speaks the visitor's language, and the registration
// carries it, so the server keeps it as the new person's "Idioma".

let registered: Record<string, unknown> | null;

beforeEach(() => {
  registered = null;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    if (url.endsWith('/auth/check-cpf')) return json(200, { success: true, message: 'ok', available: true, registered: false });
    if (url.endsWith('/auth/register')) {
      registered = JSON.parse(String(init.body)) as Record<string, unknown>;
      return json(201, { success: true, message: 'ok' });
    }
    return new Response(null, { status: 204 });
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

it('registers in English and sends the language it was done in', async () => {
  await setPersonLocale('en-US');
  const done = vi.fn();
  renderWithProviders(<CompleteRegistrationModal mode={{ kind: 'registration', email: 'mary@example.com', password: 'Secret#123', registrationToken: 'token' }} onCancel={() => undefined} onDone={done} />);
  expect(screen.getByRole('heading', { name: 'Complete your registration' })).toBeTruthy();
  expect(screen.queryByText('Completar cadastro')).toBeNull();

  await userEvent.type(screen.getByLabelText('Full name'), 'Mary Smith');
  await userEvent.type(screen.getByLabelText('CPF (Brazilian taxpayer ID)'), '52998224725');
  expect(await screen.findByText('CPF is valid and available', undefined, { timeout: 3000 })).toBeTruthy();
  await userEvent.click(screen.getByLabelText('Professional'));
  await userEvent.click(screen.getByLabelText(/I authorize the processing of my personal data/));
  await userEvent.click(screen.getByLabelText(/I have read and accept the Terms of Use/));
  expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  await vi.waitFor(() => expect(done).toHaveBeenCalled(), { timeout: 3000 });
  expect(registered).toMatchObject({ name: 'Mary Smith', cpf: '52998224725', selectedPlan: 'professional', language: 'en-US' });
});
