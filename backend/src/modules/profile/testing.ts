// Test support: a signed-in person on the identity harness, as the profile tests start from.
import { freshEmail, registerAccount, signIn, type IdentityHarness } from '../identity/testing';

export async function signedInPerson(h: IdentityHarness, tag: string) {
  const account = await registerAccount(h, freshEmail(tag));
  const session = await signIn(h, account.email);
  return { ...account, token: session.accessToken, userId: session.body.user.id as string, auth: { Authorization: `Bearer ${session.accessToken}` } };
}
