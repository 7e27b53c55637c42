// Chooses who the local stand-in for Google signs in next (tests/e2e/server.ts).
import { MAIL_HTTP_PORT } from './mail';

export async function nextGoogleUser(user: { sub: string; email: string; name: string; email_verified?: boolean }): Promise<void> {
  await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/google-user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_verified: true, ...user }),
  });
}
