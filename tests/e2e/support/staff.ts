// The demo staff accounts the e2e server seeds (backend/src/seed.ts; SEED_DEMO with the dev-mode
// ADMIN_EMAILS default), and signing in to the back office as one of them.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@2026!';
export const DEMO_ADMIN = 'admin@demo.piboost.local';
export const DEMO_SUPPORT = 'suporte@demo.piboost.local';

/** Signs in on the back office's own login page and waits for its dashboard. */
export async function signInToBackOffice(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Back office do π Boost')).toBeVisible();
}
