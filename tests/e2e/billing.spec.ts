// The money side as a person meets it: the trial offer leads to the investor survey, whose answers
// start 30 days of Premium - the crown appears and the dashboard says until when.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { nextGoogleUser } from './support/google';
import { uniqueEmail, validCpf } from './support/people';

async function signUpWithGoogle(page: Page, name: string, email = uniqueEmail('assinatura')) {
  await nextGoogleUser({ sub: `sub-${email}`, email, name });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const modal = page.getByRole('dialog', { name: 'Completar cadastro' });
  await modal.getByLabel('CPF').pressSequentially(validCpf());
  await expect(modal.getByText('CPF válido e disponível')).toBeVisible();
  await modal.getByRole('radio', { name: 'Freemium' }).check();
  await modal.getByRole('checkbox', { name: /LGPD/ }).check();
  await modal.getByRole('checkbox', { name: /Termos de Uso/ }).check();
  await modal.getByRole('button', { name: 'Continuar' }).click();
}

test('the trial offer leads to the survey, which starts 30 days of Premium with the crown', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/survey');
  await expect(page.getByText('Você precisa estar logado para preencher a pesquisa.')).toBeVisible();

  await signUpWithGoogle(page, 'Tereza Teste');
  const offer = page.getByRole('dialog', { name: /Experimente o Premium grátis por 30 dias/ });
  await offer.getByRole('button', { name: 'Quero meu teste!' }).click();
  await expect(page).toHaveURL(/\/survey$/);
  await expect(page.getByText('Premium', { exact: true })).toHaveCount(0);

  // Every answer is required, on the page as on the server.
  await page.getByRole('button', { name: 'Enviar e ativar teste' }).click();
  await expect(page.getByRole('alert')).toHaveText('Por favor, preencha todos os campos da pesquisa.');

  await page.getByLabel('Perfil de investidor').selectOption({ label: 'Moderado' });
  await page.getByLabel('Nível de experiência com criptomoedas').selectOption({ label: 'Intermediário' });
  await page.getByLabel('Tempo de experiência com criptomoedas').selectOption({ label: '1-3 Anos' });
  await page.getByLabel('Preferência operacional').selectOption({ label: 'DeFi-Renda Passiva' });
  await page.getByLabel('Nível de confiança em IA').selectOption({ label: 'Médio (5-7)' });
  await page.getByRole('button', { name: 'Enviar e ativar teste' }).click();

  const until = new Date(Date.now() + 30 * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
  await expect(page.getByText(`Pesquisa enviada! Seu teste Premium de 30 dias está ativo até ${until}.`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Premium', { exact: true }).first()).toBeAttached();
  await expect(page.getByTitle('Premium').first()).toBeVisible();
  await expect(page.getByText(`Premium até ${until}`)).toBeVisible();

  // The crown survives a reload: the session's new token came from the server, not the page.
  await page.reload();
  await expect(page.getByTitle('Premium').first()).toBeVisible();
});
