// The rewards that change what the platform does (issue 21 item 3): a person at level 10 claims
// "Desconto de 20%" in the Central de Gamificação, sees the plan's price struck and 20% less on the
// checkout, pays that through the PSP's payer page, and the next invoice costs the full price.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PERSON_PASSWORD, newPerson, signInPerson } from './support/accounts';
import { payOnCheckout } from './support/billing';
import { MAIL_HTTP_PORT } from './support/mail';

/** Level 10 (5,000 XP) and its reward unlocked, as weeks of activity would leave them. */
async function reachLevel10(request: APIRequestContext, email: string): Promise<void> {
  const login = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  const userId = ((await login.json()) as { user: { id: string } }).user.id;
  const day = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/append-events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      streamId: `gamification-${userId}`,
      events: [
        { type: 'XpAwarded', data: { userId, activity: 'challenge_completed', baseAmount: 5000, multiplier: 1, amount: 5000, idempotencyKey: 'e2e-nivel-10', day, totalXp: 5000 } },
        { type: 'LevelReached', data: { userId, level: 10, totalXp: 5000 } },
        { type: 'RewardUnlocked', data: { userId, rewardId: 'discount_level_10', type: 'discount' } },
      ],
    }),
  });
  expect(res.ok).toBe(true);
}

async function signIn(page: Page, email: string) {
  await signInPerson(page, email);
  const offer = page.getByRole('dialog', { name: /Experimente o Premium/ });
  if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: 'Agora não' }).click();
}

test('the 20% reward: claimed, struck on the checkout, paid 20% less, once', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  // The public plans list only what the entitlements table delivers.
  await page.goto('/pricing');
  await expect(page.getByRole('row', { name: /Primeira resposta do suporte/ })).toBeVisible();
  await expect(page.getByText(/Comunidade VIP/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('precos.png'), fullPage: true });

  const { email } = await newPerson(request, 'Dora Desconto', 'desconto');
  await reachLevel10(request, email);
  await signIn(page, email);

  await page.goto('/gamification');
  await page.getByRole('tab', { name: 'Recompensas' }).click();
  const card = page.getByRole('listitem', { name: 'Desconto de 20%' });
  await card.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByText('Recompensa resgatada: 20% de desconto na próxima fatura mensal (Professional ou Elite)')).toBeVisible();

  // Professional's launch month is US$ 30; the server charges US$ 24.
  await page.goto('/checkout?plan=professional&period=monthly');
  const order = page.getByRole('region', { name: 'Professional · Mensal' });
  await expect(order.getByLabel('de US$ 30')).toBeVisible();
  await expect(order.getByText('US$ 24', { exact: true })).toBeVisible();
  await expect(order.getByText('-20% da recompensa')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('checkout-desconto.png'), fullPage: true });

  await payOnCheckout(page, 'PIX', 'Pagar (simulação)');
  // The paid invoice in the Pagamento tab is the US$ 24 one.
  await page.goto('/profile?aba=pagamento');
  const paid = page.getByRole('region', { name: 'Faturas' }).getByRole('row').filter({ hasText: 'Paga' });
  await expect(paid.getByText('(US$ 24)')).toBeVisible();

  // The discount went to that invoice: the next one costs the full price.
  await page.goto('/checkout?plan=professional&period=monthly');
  await expect(page.getByRole('heading', { name: 'Professional · Mensal' })).toBeVisible();
  await expect(page.getByText('US$ 30 neste mês')).toBeVisible();
  await expect(page.getByText('-20% da recompensa')).toHaveCount(0);
});
