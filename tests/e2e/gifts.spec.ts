// Gifting Premium (issue 26 item 3) as people meet it: one person buys 3 months of Professional for a
// friend's e-mail, pays it on the simulator's payer page, and sees it in "Meus presentes"; the friend
// opens the mailed link signed out, signs up from it with Google, is back on it and redeems it - the crown appears and
// the Pagamento tab shows the gift; the buyer then sees it redeemed, and the back office lists it.
import { expect, test } from './support/test';
import { signUpWithGoogle } from './support/billing';
import { waitForMail } from './support/mail';
import { uniqueEmail } from './support/people';
import { DEMO_ADMIN, signInToBackOffice } from './support/staff';

test('a gift is bought, paid in the simulator, redeemed by another person, and shows in both accounts and the back office', async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const friendEmail = uniqueEmail('presenteado');

  await signUpWithGoogle(page, 'Gabriela Generosa');
  await page.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await page.goto('/profile?aba=pagamento');
  await page.getByRole('link', { name: 'Presentear Premium' }).click();
  await expect(page).toHaveURL(/\/presentear$/);
  await page.getByRole('radio', { name: '3 meses' }).check();
  await expect(page.getByText('US$ 180 pelo presente')).toBeVisible();
  await page.getByLabel('E-mail de quem vai receber').fill(friendEmail);
  await page.getByLabel('Mensagem (opcional)').fill('Bons investimentos!');
  await page.getByRole('radio', { name: /^PIX/ }).check();
  await page.getByRole('button', { name: 'Gerar Invoice do presente' }).click();
  const invoice = page.getByLabel('Invoice');
  await expect(invoice.getByText('Simulação local - nenhum pagamento real.')).toBeVisible({ timeout: 30_000 });
  await page.screenshot({ path: testInfo.outputPath('presentear.png'), fullPage: true });
  const [payer] = await Promise.all([page.waitForEvent('popup'), invoice.getByRole('link', { name: 'Abrir em Nova Aba' }).click()]);
  await payer.getByRole('button', { name: 'Pagar (simulação)' }).click();
  await expect(payer.getByText(/Simulação local: (PIX|pagamento) enviado/)).toBeVisible();
  await payer.close();
  await expect(page.getByRole('heading', { name: 'Pagamento confirmado!' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Seu presente do plano Professional foi pago/)).toBeVisible();
  // The buyer got no Premium for it.
  await expect(page.getByTitle('Premium')).toHaveCount(0);
  const gifts = page.getByRole('region', { name: 'Presentes' });
  await page.reload();
  await expect(gifts.getByRole('row').filter({ hasText: friendEmail })).toContainText('Pago - aguardando resgate');
  await expect(gifts.getByRole('button', { name: `Reembolsar presente para ${friendEmail}` })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('meus-presentes.png'), fullPage: true });

  // The friend's e-mail: the link, opened signed out, says what the gift is and asks to sign in.
  const mail = await waitForMail(friendEmail, 'presenteou você com o π Boost Professional');
  expect(mail.text).toContain('Bons investimentos!');
  const link = /(https?:\/\/\S+\/presente\?codigo=\S+)/.exec(mail.text)![1]!;
  const path = new URL(link).pathname + new URL(link).search;
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  await friend.goto(path);
  await expect(friend.getByRole('heading', { name: /Gabriela presenteou você/ })).toBeVisible();
  await expect(friend.getByText('3 meses do plano Professional do π Boost.', { exact: false })).toBeVisible();
  await expect(friend.getByRole('link', { name: 'Criar conta' })).toBeVisible();
  await friend.screenshot({ path: testInfo.outputPath('resgate-deslogado.png'), fullPage: true });

  // "Criar conta", then Google: the sign-up comes back to the gift's page, which redeems it.
  await signUpWithGoogle(friend, 'Fábio Presenteado', friendEmail, async () => {
    await friend.getByRole('link', { name: 'Criar conta' }).click();
    await friend.getByRole('button', { name: 'Cadastrar com Google' }).click();
  });
  await expect(friend).toHaveURL((url) => url.pathname + url.search === path);
  await friend.getByRole('dialog', { name: /Experimente o Premium/ }).getByRole('button', { name: 'Agora não' }).click();
  await friend.getByRole('button', { name: 'Resgatar presente' }).click();
  await expect(friend.getByText(/^Presente resgatado! 3 meses do plano Professional, de \d{2}\/\d{2}\/\d{4} a \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(friend.getByTitle('Premium').first()).toBeVisible();
  await friend.screenshot({ path: testInfo.outputPath('resgatado.png'), fullPage: true });
  await friend.getByRole('link', { name: 'Ver na aba Pagamento' }).click();
  await expect(friend.getByRole('list', { name: 'Presentes recebidos' })).toContainText('Plano Professional de presente');
  await expect(friend.getByText(/\(presente\) ativo até/)).toBeVisible();
  await friend.screenshot({ path: testInfo.outputPath('pagamento-presenteado.png'), fullPage: true });
  await friendContext.close();

  // The buyer sees it redeemed, no longer refundable.
  await page.reload();
  await expect(gifts.getByRole('row').filter({ hasText: friendEmail })).toContainText('Resgatado');
  await expect(gifts.getByRole('button', { name: /Reembolsar/ })).toHaveCount(0);

  // The back office lists it, without the friend's address or the message.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInToBackOffice(staff, DEMO_ADMIN);
  await staff.getByRole('menuitem', { name: 'Presentes' }).click();
  await expect(staff.getByRole('row').filter({ hasText: 'Resgatado' }).first()).toBeVisible();
  await expect(staff.getByText(friendEmail)).toHaveCount(0);
  await expect(staff.getByText('Bons investimentos!')).toHaveCount(0);
  await staff.screenshot({ path: testInfo.outputPath('backoffice-presentes.png'), fullPage: true });
  await staffContext.close();
});
