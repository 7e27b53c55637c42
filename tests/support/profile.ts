// Test support: a signed-in person on the app harness, as the profile tests start from.
import { randomUUID } from 'node:crypto';
import type { Locale } from '@piboost/events/i18n';
import { contactOf } from '../../backend/src/modules/identity';
import { storedLocale } from '../../backend/src/platform/mail/locale';
import { freshEmail, registerAccount, signIn, type AppHarness } from './app';
import { eventually } from './eventually';
import { sessionToken } from './sessions';

export async function signedInPerson(h: AppHarness, tag: string) {
  const account = await registerAccount(h, freshEmail(tag));
  const session = await signIn(h, account.email);
  return { ...account, token: session.accessToken, userId: session.body.user.id as string, auth: { Authorization: `Bearer ${session.accessToken}` } };
}

/**
 * A person (named "Pessoa de Teste") who chose `language` in the profile, once the mail sent to them
 * would be written in it (issue 26's mail-language tests).
 */
export async function personSpeaking(h: AppHarness, language: Locale) {
  const userId = randomUUID();
  const auth = { Authorization: `Bearer ${await sessionToken(h.runtime, { userId, roles: ['user'], premium: false, profileComplete: true })}` };
  await h.http.put('/api/user/preferences').set(auth).send({ language }).expect(200);
  await eventually(async () => (await storedLocale(h.runtime.db, userId)) === language, { label: `${language} preference` });
  const email = await eventually(async () => (await contactOf(h.runtime, userId))?.email, { label: 'contact' });
  return { userId, email, auth };
}
