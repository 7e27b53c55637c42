// Test support: a signed-in person on the app harness, as the profile tests start from.
import { freshEmail, registerAccount, signIn, type AppHarness } from './app';

export async function signedInPerson(h: AppHarness, tag: string) {
  const account = await registerAccount(h, freshEmail(tag));
  const session = await signIn(h, account.email);
  return { ...account, token: session.accessToken, userId: session.body.user.id as string, auth: { Authorization: `Bearer ${session.accessToken}` } };
}
