// A new person registered through the API (code by e-mail, then register), for journeys that start
// signed out with an account of their own, and that person's sign-in on the console's login page.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMail } from './mail';
import { uniqueEmail, validCpf } from './people';

export const PERSON_PASSWORD = 'Senha@Forte1';

export async function newPerson(request: APIRequestContext, name: string, tag = 'perfil') {
  const email = uniqueEmail(tag);
  const cpf = validCpf();
  await request.post('/api/auth/send-verification-code', { data: { email } });
  const code = /(\d{6})/.exec((await waitForMail(email, 'código de verificação')).subject)![1];
  const { registrationToken } = (await (await request.post('/api/auth/verify-code', { data: { email, code } })).json()) as { registrationToken: string };
  const registered = await request.post('/api/auth/register', {
    data: { registrationToken, name, email, cpf, password: PERSON_PASSWORD, lgpdConsent: true, acceptedTerms: true, selectedPlan: 'freemium' },
  });
  expect(registered.status()).toBe(201);
  return { email, cpf };
}

/** Signs the person in through the login page, as they would; they land on their dashboard. */
export async function signInPerson(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PERSON_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}
