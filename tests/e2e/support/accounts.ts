// A new person registered through the API (code by e-mail, then register), for journeys that start
// signed out with an account of their own.
import { expect, type APIRequestContext } from '@playwright/test';
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
