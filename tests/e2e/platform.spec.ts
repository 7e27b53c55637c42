import { expect, test } from './support/test';
import { DEMO_ADMIN, signInToBackOffice } from './support/staff';

test('the platform comes up: console, back office and API reference served by the backend', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  // The public verdict only; the checks' details are for staff (the back office's status page).
  expect(await health.json()).toEqual({ success: true, status: 'ok' });

  await page.goto('/');
  await expect(page.getByRole('heading', { name: /π Boost/ })).toBeVisible();
  await expect(page.getByText('Plataforma operacional')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/console-home.png', fullPage: true });

  await page.goto('/rota-que-nao-existe');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();

  await signInToBackOffice(page, DEMO_ADMIN);
  await page.screenshot({ path: 'test-results/screens/admin-dashboard.png', fullPage: true });

  await page.goto('/api/docs');
  await expect(page.getByText('/api/health').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/api-docs.png' });

  const openapi = await (await request.get('/api/openapi.json')).json();
  expect(openapi.paths['/api/health']).toBeDefined();
});
