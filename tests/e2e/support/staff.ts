// The demo staff accounts the e2e server seeds (backend/src/seed.ts; SEED_DEMO with the dev-mode
// ADMIN_EMAILS default), and signing in to the back office as one of them. Staff must have
// two-factor on (issue 14): outside production the demo staff are seeded enrolled with a published
// demo secret, so these helpers answer the code step as the person's authenticator app would.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { unusedStaffCode } from '../../support/staff-totp';

export const DEMO_PASSWORD = 'Demo@2026!';
export const DEMO_ADMIN = 'admin@demo.piboost.local';
export const DEMO_SUPPORT = 'suporte@demo.piboost.local';
/** As seeded (backend/src/modules/identity/seed.ts DEMO_TOTP_SECRET). */
export const DEMO_TOTP_SECRET = 'PIBOOSTDEMOSTAFFTOTPSECRET234567';

/** The last step this process used per account: the server accepts each step once. */
const lastStep = new Map<string, number>();

/**
 * A code for `email` of a step not used before; when the current and the next are spent, waits for
 * the next step to begin, and the running test's time limit grows by that wait.
 */
export async function staffCode(email: string, secret = DEMO_TOTP_SECRET): Promise<string> {
  for (;;) {
    const next = unusedStaffCode(lastStep, email, secret);
    if ('code' in next) return next.code;
    // Up to a step's 30 s that the test did not spend on its own steps: it gets them added to its time
    // (CI timed a 30-second test out while it waited here).
    test.info().setTimeout(test.info().timeout + next.waitMs);
    await new Promise((r) => setTimeout(r, next.waitMs));
  }
}

/** Another process (an earlier worker) may have used the step: the server says so, and the next one is tried. */
const replayed = (message: string) => /já foi usado/.test(message);

/** A staff access token through the API: password, then the code step. */
export async function staffToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<{ token: string; userId: string }> {
  const login = await request.post('/api/auth/login', { data: { email, password, rememberMe: false } });
  expect(login.status(), email).toBe(200);
  const challenge = ((await login.json()) as { challenge_token: string }).challenge_token;
  expect(challenge, `${email} asks for a code`).toBeTruthy();
  for (;;) {
    const res = await request.post('/api/auth/two-factor', { data: { challengeToken: challenge, code: await staffCode(email) } });
    const body = (await res.json()) as { access_token: string; user: { id: string }; message: string };
    if (res.status() === 400 && replayed(body.message)) continue;
    expect(res.status(), body.message).toBe(200);
    return { token: body.access_token, userId: body.user.id };
  }
}

/** Signs in on the back office's own login page (password, then the code) and waits for its dashboard. */
export async function signInToBackOffice(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const code = page.getByLabel('Código de verificação');
  for (;;) {
    await code.fill(await staffCode(email));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/auth/two-factor'));
    await page.getByRole('button', { name: 'Verificar' }).click();
    const res = await answer;
    if (res.status() === 400 && replayed(((await res.json()) as { message: string }).message)) continue;
    break;
  }
  await expect(page.getByText('Back office do π Boost')).toBeVisible();
}

/**
 * Sets a back-office list's filter with `set` until the list's URL holds it (`inUrl`). react-admin
 * resets a list's filter form whenever the list's parameters change (ra-core's FilterLiveForm), so
 * what is typed or chosen while the list is still taking its parameters can be dropped. Setting it
 * again is harmless once it holds.
 */
export async function filterList(page: Page, set: () => Promise<void>, inUrl: RegExp): Promise<void> {
  await expect(async () => {
    if (!inUrl.test(page.url())) await set();
    await expect(page).toHaveURL(inUrl, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** Types `text` in the list's search box (`placeholder`) until the search is the list's. */
export async function searchList(page: Page, placeholder: string, text: string): Promise<void> {
  await filterList(page, () => page.getByPlaceholder(placeholder).fill(text), new RegExp(encodeURIComponent(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}
