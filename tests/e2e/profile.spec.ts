// A member looks after their profile: edits personal data through the masks and meets each rule in
// Portuguese, reveals their CPF, changes their photo (a 6 MB file is refused, a photo is
// re-encoded, a predefined avatar replaces it), and turns marketing e-mails off.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { e2eDatabase } from './support/database';
import { waitForMail } from './support/mail';
import { DEMO_ADMIN, staffToken as demoStaffToken } from './support/staff';
import { newPerson, PERSON_PASSWORD } from './support/accounts';

const PASSWORD = PERSON_PASSWORD;

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** A real JPEG made by the browser's canvas: `side` pixels square. */
async function canvasJpeg(page: Page, side: number): Promise<Buffer> {
  const base64 = await page.evaluate((s) => {
    const canvas = document.createElement('canvas');
    canvas.width = s;
    canvas.height = s;
    const ctx = canvas.getContext('2d')!;
    ctx.fillStyle = '#f5b942';
    ctx.fillRect(0, 0, s, s);
    ctx.fillStyle = '#131a26';
    ctx.fillRect(s / 4, s / 4, s / 2, s / 2);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1]!;
  }, side);
  return Buffer.from(base64, 'base64');
}

// The trial offer is a dialog of its own (billing.spec.ts); here it would only cover the profile.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('hasSeenPremiumTrialOffer', 'true'));
});

test('a member edits the profile, changes the photo and stops marketing e-mails', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, cpf } = await newPerson(request, 'Paula Perfil');
  await signIn(page, email);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Paula Perfil' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pessoal' })).toHaveAttribute('aria-selected', 'true');

  // Read mode: fields are shown but disabled until "Editar"; e-mail and CPF are never editable.
  const form = page.getByRole('form', { name: 'Dados pessoais' });
  await expect(form.getByLabel('Telefone')).toBeDisabled();
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
  await expect(form.getByRole('textbox', { name: 'CPF' })).toHaveValue(`***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**`);
  await form.getByRole('button', { name: 'Mostrar CPF' }).click();
  await expect(form.getByRole('textbox', { name: 'CPF' })).toHaveValue(`${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  await form.getByRole('button', { name: 'Ocultar CPF' }).click();

  await form.getByRole('button', { name: 'Editar' }).click();
  // Masks: digits typed, the mask shown.
  await form.getByLabel('Telefone').pressSequentially('11987654321');
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await form.getByLabel('CEP').pressSequentially('01310100');
  await expect(form.getByLabel('CEP')).toHaveValue('01310-100');
  const year = new Date().getFullYear() - 10;
  await form.getByLabel('Data de nascimento').pressSequentially(`0101${year}`);
  await expect(form.getByLabel('Data de nascimento')).toHaveValue(`01/01/${year}`);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Você precisa ter pelo menos 18 anos para usar o π Boost.')).toBeVisible();
  await form.getByLabel('Data de nascimento').fill('');
  await form.getByLabel('Data de nascimento').pressSequentially('31021990');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Data de nascimento inválida. Use o formato DD/MM/AAAA.')).toBeVisible();
  await form.getByLabel('Data de nascimento').fill('');
  await form.getByLabel('Data de nascimento').pressSequentially('17051990');
  // All 27 federative units are offered.
  await expect(form.getByLabel('Estado').locator('option:not([value=""])')).toHaveCount(27);
  await form.getByLabel('Estado').selectOption('TO');
  await form.getByLabel('Cidade').fill('Palmas');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso!')).toBeVisible();
  // Saving leaves edit mode; a reload shows what the server kept.
  await expect(form.getByRole('button', { name: 'Editar' })).toBeVisible();
  await page.reload();
  await expect(form.getByLabel('Data de nascimento')).toHaveValue('17/05/1990');
  await expect(form.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await expect(form.getByLabel('Estado')).toHaveValue('TO');

  // The server enforces the same rules whatever the form does.
  const token = await page.evaluate(async () => {
    const r = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' });
    return ((await r.json()) as { access_token: string }).access_token;
  });
  const refused = await request.put('/api/user/profile', { data: { date_of_birth: `${year}-01-01` }, headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { errors: Record<string, string> }).errors.date_of_birth).toBe('Você precisa ter pelo menos 18 anos para usar o π Boost.');

  // Photo: a 6 MB file is refused with the spec's message; a real photo is re-encoded by the server.
  await page.getByTestId('avatar-file').setInputFiles({ name: 'grande.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024, 0xff) });
  await expect(page.getByText('Arquivo muito grande. Tamanho máximo: 5MB')).toBeVisible();
  await page.getByTestId('avatar-file').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await canvasJpeg(page, 900) });
  await expect(page.getByText('Avatar atualizado!')).toBeVisible();
  const photo = page.getByRole('img', { name: 'Sua foto de perfil' });
  await expect(photo).toHaveAttribute('src', /^\/api\/avatars\/u\//);
  expect(await photo.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth))).toBe(300);

  await page.getByRole('button', { name: 'Escolher avatar' }).click();
  const presets = page.getByRole('group', { name: 'Avatares predefinidos' });
  await expect(presets.getByRole('button')).toHaveCount(17);
  await presets.getByRole('button', { name: 'Feminino 3' }).click();
  await expect(page.getByText('Avatar definido!')).toBeVisible();
  await expect(photo).toHaveAttribute('src', '/api/avatars/presets/f3.svg');

  // Preferences: marketing e-mails off; the three languages are real choices (issue 26).
  await page.getByRole('tab', { name: 'Notificações' }).click();
  await expect(page.getByRole('option', { name: 'English (US)', exact: true })).toBeEnabled();
  const marketing = page.getByRole('switch', { name: /Emails de marketing/ });
  await expect(marketing).toBeChecked();
  await marketing.uncheck();
  await expect(page.getByRole('switch', { name: /Emails de segurança/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências salvas com sucesso!')).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'Notificações' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('switch', { name: /Emails de marketing/ })).not.toBeChecked();

  // Pagamento: the honest empty state.
  await page.getByRole('tab', { name: 'Pagamento' }).click();
  await expect(page.getByText('Nenhuma transação encontrada')).toBeVisible();
});

test('a member exports their data by the e-mailed link, then deletes the account for good', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { email, cpf } = await newPerson(request, 'Edite Esquecida');
  await signIn(page, email);
  await page.goto('/profile?aba=privacidade');
  await expect(page.getByRole('list', { name: 'Histórico de consentimentos' }).getByRole('listitem')).toHaveCount(2);

  // Export: asked here, delivered by e-mail, downloaded through the link.
  await page.getByRole('button', { name: 'Exportar meus dados' }).click();
  await expect(page.getByText('Pedido recebido! Você receberá por email o link para baixar seus dados.')).toBeVisible();
  const mail = await waitForMail(email, 'Sua cópia de dados do π Boost está pronta');
  const link = /(http\S+formato=json)/.exec(mail.text)![1]!;
  const copy = (await (await request.get(link)).json()) as { perfil: { id: string; email: string; name: string; cpf: string }; eventos: { tipo: string }[]; faturas: unknown[] };
  const userId = copy.perfil.id;
  expect(copy.perfil).toMatchObject({ email, name: 'Edite Esquecida', cpf: `***.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-**` });
  expect(copy.eventos.map((e) => e.tipo)).toEqual(expect.arrayContaining(['AccountRegistered', 'SignedIn', 'DataExportRequested']));
  expect(copy.faturas).toEqual([]);

  // Deletion: re-authentication, then the account is gone everywhere.
  await page.getByRole('button', { name: 'Excluir minha conta' }).click();
  const form = page.getByRole('form', { name: 'Excluir conta' });
  await form.getByLabel('Senha atual').fill('Errada@123');
  await form.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await form.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(form.getByText('Senha incorreta. Confirme sua identidade para continuar.')).toBeVisible();
  await form.getByLabel('Senha atual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Excluir definitivamente' }).click();
  await expect(page.getByText('Sua conta e seus dados pessoais foram excluídos.')).toBeVisible();
  await expect(page).toHaveURL(/\/(login)?$/);

  const login = await request.post('/api/auth/login', { data: { email, password: PASSWORD, rememberMe: false } });
  expect(login.status()).toBe(401);
  expect((await request.get(link)).status()).toBe(404);

  // The back office finds nobody by that e-mail; the log holds only ciphertext for them.
  const { token: staffToken } = await demoStaffToken(request, DEMO_ADMIN);
  // The read models follow the erasure within moments.
  const search = () => request.get(`/api/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`, { headers: { Authorization: `Bearer ${staffToken}` } });
  await expect.poll(async () => (await search()).json()).toEqual([]);
  const board = async () => request.get('/api/gamification/leaderboard?period=global&limit=100', { headers: { Authorization: `Bearer ${staffToken}` } });
  await expect.poll(async () => ((await (await board()).json()) as { data: { rankings: { id: string }[] } }).data.rankings.map((r) => r.id)).not.toContain(userId);
  const db = await e2eDatabase();
  try {
    await expect.poll(async () => (await db.query(`SELECT status, name, email FROM users WHERE id = $1`, [userId])).rows).toEqual([{ status: 'erased', name: null, email: null }]);
    const { rows } = await db.query<{ data: unknown }>(`SELECT data FROM es_events WHERE stream_id = $1`, [`user-${userId}`]);
    expect(rows.length).toBeGreaterThan(3);
    const dump = JSON.stringify(rows);
    expect(dump).toContain('pii:v1:');
    expect(dump).not.toContain(email);
    expect(dump).not.toContain('Edite Esquecida');
  } finally {
    await db.end();
  }
});
