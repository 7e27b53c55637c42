import { randomBytes } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { waitForInboxItem } from './support/inbox';
import { waitForMail } from './support/mail';

const SCREENS = 'test-results/screens';

const PUBLIC_PAGES = [
  { path: '/', name: 'landing', title: /π Boost/, text: 'Começar Agora - Grátis' },
  { path: '/features', name: 'features', title: /^Recursos/, text: 'Começar Teste Grátis de 30 Dias' },
  { path: '/pricing', name: 'pricing', title: /^Preços/, text: 'Experimente nossa plataforma gratuitamente por 30 dias. Sem cartão de crédito, sem compromissos.' },
  { path: '/about', name: 'about', title: /^Sobre/, text: 'Missão, visão e valores' },
  { path: '/careers', name: 'careers', title: /^Carreiras/, text: 'Envie sua proposta' },
  { path: '/press', name: 'press', title: /^Imprensa/, text: 'Fale com a assessoria' },
  { path: '/help', name: 'help', title: /^Central de Ajuda/, text: 'Primeiros Passos' },
  { path: '/contact', name: 'contact', title: /^Contato/, text: 'Prazos de resposta' },
  { path: '/support', name: 'support', title: /^Suporte/, text: 'Abrir um chamado' },
  { path: '/success', name: 'success', title: /^Obrigado/, text: 'Voltar para o início' },
  { path: '/terms', name: 'terms', title: /^Termos de Uso/, text: '9. Lei aplicável e contato' },
  { path: '/privacy', name: 'privacy', title: /^Política de Privacidade/, text: '11. Encarregado (DPO) e contato' },
  { path: '/cookies', name: 'cookies', title: /^Política de Cookies/, text: '8. Contato' },
  { path: '/disclaimer', name: 'disclaimer', title: /^Aviso Legal/, text: '10. Contato' },
] as const;

const LEGAL_SECTIONS: Record<string, number> = { '/terms': 9, '/privacy': 11, '/cookies': 8, '/disclaimer': 10 };

const mailbox = (who: string) => `${who}-${randomBytes(4).toString('hex')}@exemplo.com.br`;

async function accept(page: Page) {
  // The banner covers part of the page in screenshots; a stored choice hides it for good.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'accepted'));
}

test.describe('public site', () => {
  test('every public page renders with its own title, description and key text, and no serious axe violations at 360 px', async ({ page }) => {
    test.setTimeout(180_000);
    await accept(page);
    const descriptions = new Set<string>();
    for (const viewport of [
      { width: 1280, height: 900, suffix: '' },
      { width: 360, height: 740, suffix: '-360' },
    ]) {
      await page.setViewportSize(viewport);
      for (const p of PUBLIC_PAGES) {
        await page.goto(p.path);
        await expect(page.getByText(p.text, { exact: false }).first()).toBeVisible();
        await expect(page).toHaveTitle(p.title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description, p.path).toBeTruthy();
        if (!viewport.suffix) descriptions.add(description!);
        if (LEGAL_SECTIONS[p.path]) {
          await expect(page.locator('article.legal section h2')).toHaveCount(LEGAL_SECTIONS[p.path]!);
          await expect(page.getByText(/Última atualização: \d{1,2} de \w+ de \d{4}/)).toBeVisible();
        }
        // Let the landing's sections load and fade in before the picture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 500) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForTimeout(700);
        await page.screenshot({ path: `${SCREENS}/site-${p.name}${viewport.suffix}.png`, fullPage: true });
        if (viewport.suffix) {
          const results = await new AxeBuilder({ page }).analyze();
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
          expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), p.path).toEqual([]);
          // Nothing sticks out sideways at 360 px.
          expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(360);
        }
      }
    }
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  test('landing: sections in order with anchors, live member count, anchor navigation from another page', async ({ page }) => {
    await accept(page);
    await page.goto('/');
    const headings = page.locator('main h2');
    await expect(headings.first()).toBeVisible();
    await expect(headings).toHaveText([
      'Aprenda jogando: XP, níveis e conquistas',
      'Seu painel inteligente',
      'Produtos',
      'Comece hoje, com calma e informação',
      'Inteligência artificial a seu favor',
      'Ganhe seus primeiros XP',
      'O que dizem os membros',
      'Preços',
      'Perguntas frequentes',
    ]);
    for (const id of ['product-showcase', 'ai-features', 'pricing', 'faq']) await expect(page.locator(`#${id}`)).toHaveCount(1);
    // The demo seed's accounts, counted by the API from the users read model.
    const stats = await (await page.request.get('/api/public/stats')).json();
    expect(stats.data.members).toBeGreaterThan(0);
    await expect(page.locator('.stat', { hasText: 'membros cadastrados' }).locator('.stat__value')).toHaveText(String(stats.data.members));

    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Preços' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('shell: breadcrumb, cookie banner remembered, 404 records the path, FAQ accordion keeps one item open', async ({ page }) => {
    await page.goto('/help');
    const crumbs = page.getByRole('navigation', { name: 'Você está em' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toBeVisible();
    await expect(crumbs.getByText('Ajuda')).toHaveAttribute('aria-current', 'page');

    const banner = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Recusar' }).click();
    await expect(banner).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Central de Ajuda' })).toBeVisible();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined');

    const first = page.getByRole('button', { name: 'Como crio minha conta?' });
    const second = page.getByRole('button', { name: 'Por que vocês pedem meu CPF?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/site/not-found') && r.request().method() === 'POST');
    await page.goto('/pagina-que-nao-existe');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    const response = await recorded;
    expect(response.status()).toBe(204);
    expect(response.request().postDataJSON()).toEqual({ path: '/pagina-que-nao-existe' });

    await page.goto('/');
    await expect(crumbs).toHaveCount(0);
  });
});

test.describe('contact channels end to end', () => {
  test.beforeEach(async ({ page }) => accept(page));

  test('support ticket: Portuguese field errors keep what was typed; a valid ticket is mailed and filed', async ({ page }) => {
    const email = mailbox('suporte');
    await page.goto('/support');
    const form = page.getByRole('form', { name: 'Abrir chamado de suporte' });
    await form.getByLabel('Nome').fill('Al');
    await form.getByLabel('E-mail').fill('sem-arroba');
    await form.getByLabel('Mensagem').fill('Os alertas não chegam desde ontem.');
    await form.getByRole('button', { name: 'Enviar chamado' }).click();
    await expect(form.getByText('Informe seu nome completo (mínimo 3 caracteres).')).toBeVisible();
    await expect(form.getByText('E-mail inválido.')).toBeVisible();
    await expect(form.getByText('Assunto é obrigatório.')).toBeVisible();
    // Caught in the browser with the server's own schema: nothing was sent, focus is on the first bad field.
    await expect(form.getByLabel('Nome')).toBeFocused();
    await expect(page.getByRole('alert').filter({ hasText: 'Erro ao enviar:' })).toHaveCount(0);
    await expect(form.getByLabel('Mensagem')).toHaveValue('Os alertas não chegam desde ontem.');
    await expect(form.getByLabel('Nome')).toHaveValue('Al');
    await page.screenshot({ path: `${SCREENS}/form-support-invalid.png`, fullPage: true });

    await form.getByLabel('Nome').fill('Alice Ramos');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Assunto').fill('Alertas parados');
    await form.getByLabel('Prioridade').selectOption('high');
    await form.getByRole('button', { name: 'Enviar chamado' }).click();
    const outcome = form.getByRole('status');
    await expect(outcome).toContainText(/SUP-\d{8}/);
    const ticket = /SUP-\d{8}/.exec((await outcome.textContent())!)![0];
    await expect(form.getByLabel('Mensagem')).toHaveValue('');
    await page.screenshot({ path: `${SCREENS}/form-support-sent.png`, fullPage: true });

    const mail = await waitForMail(email, ticket);
    expect(mail.text).toContain('Alice Ramos');
    expect(await waitForInboxItem(ticket)).toMatchObject({ kind: 'support', status: 'new', subject: expect.stringMatching(/^pii:v1:/) });
  });

  test('help, contact, careers (with PDF) and press forms each reach the sender and the inbox', async ({ page }) => {
    test.setTimeout(120_000);
    const help = mailbox('ajuda');
    await page.goto('/help');
    let form = page.getByRole('form', { name: 'Fale com a Central de Ajuda' });
    await form.getByLabel('Nome').fill('Bruno Dias');
    await form.getByLabel('E-mail').fill(help);
    await form.getByLabel('Assunto').fill('Dúvida sobre XP');
    await form.getByLabel('Mensagem').fill('Quanto XP vale uma análise?');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    const helpNumber = /AJD-\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
    await waitForMail(help, helpNumber);
    expect((await waitForInboxItem(helpNumber)).kind).toBe('help');

    const contact = mailbox('contato');
    await page.goto('/contact');
    form = page.getByRole('form', { name: 'Formulário de contato' });
    await form.getByLabel('Nome').fill('Carla Nunes');
    await form.getByLabel('E-mail').fill(contact);
    await form.getByLabel('Assunto').fill('Parceria');
    await form.getByLabel('Mensagem').fill('Gostaríamos de conversar.');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByText('Escolha uma categoria.')).toBeVisible();
    await expect(form.getByLabel('Mensagem')).toHaveValue('Gostaríamos de conversar.');
    await form.getByLabel('Categoria').selectOption('partnership');
    await form.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(form.getByRole('status')).toContainText(/CTT-\d{8}/);
    const contactNumber = /CTT-\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
    await waitForMail(contact, contactNumber);
    expect((await waitForInboxItem(contactNumber)).kind).toBe('contact');

    const careers = mailbox('carreiras');
    await page.goto('/careers');
    form = page.getByRole('form', { name: 'Enviar proposta' });
    await form.getByLabel('Nome').fill('Diego Alves');
    await form.getByLabel('E-mail').fill(careers);
    await form.getByLabel('Área de Interesse').fill('Engenharia');
    await form.getByLabel('Carta de apresentação').fill('Trabalho com TypeScript há 5 anos.');
    await form.getByLabel(/Currículo em PDF/).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('\x89PNG') });
    await expect(form.getByText('Envie o currículo em PDF.')).toBeVisible();
    await form
      .getByLabel(/Currículo em PDF/)
      .setInputFiles({ name: 'curriculo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    const submit = form.getByRole('button', { name: 'Enviar Proposta' });
    await submit.click();
    await expect(form.getByRole('status')).toContainText(/CAR-\d{8}/);
    const careersNumber = /CAR-\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
    await waitForMail(careers, careersNumber);
    expect(await waitForInboxItem(careersNumber)).toMatchObject({ kind: 'careers', subject: expect.stringMatching(/^pii:v1:/) });

    const press = mailbox('imprensa');
    await page.goto('/press');
    form = page.getByRole('form', { name: 'Contato de imprensa' });
    await form.getByLabel('Nome').fill('Eva Moura');
    await form.getByLabel('E-mail').fill(press);
    await form.getByLabel('Veículo').fill('Revista Cripto');
    await form.getByLabel('Função').selectOption('editor');
    await form.getByLabel('Assunto').fill('Entrevista');
    await form.getByLabel('Mensagem').fill('Pauta sobre IA em análises.');
    await form.getByRole('button', { name: 'Enviar para a assessoria' }).click();
    await expect(page.getByText('Mensagem enviada com sucesso! Entraremos em contato em breve.').first()).toBeVisible();
    const pressNumber = /IMP-\d{8}/.exec((await form.getByRole('status').textContent())!)![0];
    await waitForMail(press, pressNumber);
    expect((await waitForInboxItem(pressNumber)).kind).toBe('press');
  });

  test('newsletter: the footer asks, the e-mailed link confirms, the other link cancels', async ({ page }) => {
    const email = mailbox('news');
    await page.goto('/about');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Receba a newsletter do π Boost').fill('errado@');
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(form.getByText('E-mail inválido.')).toBeVisible();
    await form.getByLabel('Receba a newsletter do π Boost').fill(email);
    await form.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(form.getByText('Quase lá! Enviamos um link de confirmação para o seu e-mail.')).toBeVisible();

    const mail = await waitForMail(email, 'Confirme sua inscrição');
    const link = /https?:\/\/\S+\/newsletter\/confirmar\?\S+/.exec(mail.text)![0];
    const url = new URL(link);
    await page.goto(url.pathname + url.search);
    await expect(page.getByText('Inscrição confirmada! Você receberá a newsletter do π Boost.')).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/newsletter-confirmed.png` });

    const cancel = new URL(/https?:\/\/\S+\/newsletter\/cancelar\?\S+/.exec(mail.text)![0]);
    await page.goto(cancel.pathname + cancel.search);
    await page.getByRole('button', { name: 'Cancelar inscrição' }).click();
    await expect(page.getByText('Inscrição cancelada. Você não receberá mais a newsletter do π Boost.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Sua inscrição já está cancelada.')).toBeVisible();
  });
});

test('signed in: the trial offer leads to the survey; the navigation and hero follow the role', async ({ page }) => {
  await accept(page);
  await page.goto('/login');
  await page.getByLabel('Email').fill('camila.ferreira@demo.piboost.local');
  await page.getByLabel('Senha', { exact: true }).fill('Demo@2026!');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.goto('/');
  // A free member is offered the 30-day trial once (product-spec §2); "Agora não" dismisses it.
  const offer = page.getByRole('dialog', { name: /Experimente o Premium grátis por 30 dias/ });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Agora não' }).click();
  await expect(offer).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Principal' });
  // The support page is "Suporte IA" since the assistant answers there (issue 15 item 3).
  for (const name of ['Dashboard', 'Survey', 'API Docs', 'Suporte IA']) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Status da Plataforma' })).toHaveCount(0);
  // Role user, no Premium: the hero activates the trial (product-spec §2).
  await expect(page.getByRole('link', { name: 'Ativar Teste Grátis' }).first()).toHaveAttribute('href', '/survey');
  await page.getByRole('button', { name: /Camila Ferreira/ }).click();
  const menu = page.locator('.user-menu__list');
  for (const name of ['Perfil', 'Survey', 'Dashboard', 'Central de Gamificação']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(page.locator('.avatar').first()).toContainText('CF');
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Suporte IA' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/shell-signed-in.png` });
});
