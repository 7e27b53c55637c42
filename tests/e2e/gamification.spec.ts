// A new member earns XP by using the product: the daily login and a visit to each tracked page
// (product-spec §2) reach the real API, toasts tell what each award brought, and the Central de
// Gamificação shows what the server decided - level progress, today's challenges, a reward to claim,
// the leaderboard with the member's own position, and analytics exported as CSV.
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import type { Page, Response, Route } from '@playwright/test';
import { nextGoogleUser } from './support/google';
import { E2E_ADMIN_EMAIL, uniqueEmail, validCpf } from './support/people';

interface AwardAnswer {
  message: string;
  data: { xpAwarded: number; leveledUp: boolean; newLevel: number; totalXP: number; currentLevel: number; newAchievements: { title: string }[] };
}

/** The API's JSON answer to the page's own next call whose path ends with `path`. */
async function answerTo<T>(page: Page, path: string | RegExp, action: () => Promise<unknown>): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() !== 'OPTIONS' && (typeof path === 'string' ? new URL(r.url()).pathname.endsWith(path) : path.test(r.url()))),
    action(),
  ]);
  expect(response.ok(), `${response.url()} -> ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const pageVisit = (event: string) => (r: Response) =>
  r.url().endsWith('/api/gamification/award-xp') && (r.request().postDataJSON() as { metadata?: { event?: string } }).metadata?.event === event;

/** The toasts an award raises (product-spec §9): its XP, a new level, each new achievement. */
async function expectAnnounced(page: Page, award: AwardAnswer, label: string) {
  await expect(page.getByText(`+${award.data.xpAwarded} XP · ${label}`).first()).toBeVisible();
  if (award.data.leveledUp) await expect(page.getByText(`Parabéns! Você alcançou o nível ${award.data.newLevel}!`).first()).toBeVisible();
  for (const achievement of award.data.newAchievements) {
    await expect(page.getByText(`Conquista desbloqueada: ${achievement.title}`).first()).toBeVisible();
  }
}

async function signUpWithGoogle(page: Page, name: string, email = uniqueEmail('gamificacao')) {
  await nextGoogleUser({ sub: `sub-${email}`, email, name });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  const modal = page.getByRole('dialog', { name: 'Completar cadastro' });
  const cpf = validCpf();
  await modal.getByLabel('CPF').pressSequentially(cpf);
  await expect(modal.getByText('CPF válido e disponível')).toBeVisible();
  // Admins skip the plan choice.
  if (email !== E2E_ADMIN_EMAIL) await modal.getByRole('radio', { name: 'Freemium' }).check();
  await modal.getByRole('checkbox', { name: /LGPD/ }).check();
  await modal.getByRole('checkbox', { name: /Termos de Uso/ }).check();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  // A Google sign-in lands on the profile (product-spec §2).
  await expect(page).toHaveURL(/\/profile$/);
}

test('a member earns XP by using the product, claims a reward, sees the ranking and exports analytics', async ({ page }) => {
  test.setTimeout(180_000);
  const name = 'Gabriela Gamificada';
  const awards: AwardAnswer[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('/api/gamification/award-xp') && r.ok()) awards.push((await r.json()) as AwardAnswer);
  });
  const dailyLogin = page.waitForRequest(
    (r) => r.url().endsWith('/api/gamification/award-xp') && (r.postDataJSON() as { metadata?: { feature?: string } }).metadata?.feature === 'daily_login',
  );

  // Signing up lands on /profile, a tracked page: the first visit of the day is also the daily login.
  const profileVisit = page.waitForResponse(pageVisit('profile_completion'));
  await signUpWithGoogle(page, name);
  await page.getByRole('button', { name: 'Agora não' }).click();
  const login = (await dailyLogin).postDataJSON() as { activityName: string; metadata: { userId: string; loginDate: string } };
  expect(login.activityName).toBe('feature_usage');
  expect(login.metadata.loginDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(await page.evaluate(() => localStorage.getItem('lastLoginDate'))).toBe(`${login.metadata.loginDate} ${login.metadata.userId}`);
  expect(((await (await profileVisit).json()) as AwardAnswer).data.xpAwarded).toBeGreaterThan(0);

  // Every tracked page the member opens is worth XP once a day; the toast says how much.
  for (const [path, event, label] of [
    ['/dashboard', 'dashboard_visit', 'Visita ao Dashboard'],
    ['/survey', 'survey_completion', 'Survey'],
    ['/reports', 'reports_view', 'Relatórios'],
    ['/ferramentas', 'tools_usage', 'Ferramentas'],
    ['/education', 'education_access', 'Conteúdo educacional'],
  ] as const) {
    const [visit] = await Promise.all([page.waitForResponse(pageVisit(event)), page.goto(path)]);
    const award = (await visit.json()) as AwardAnswer;
    expect(award.data.xpAwarded, path).toBeGreaterThan(0);
    await expectAnnounced(page, award, label);
  }
  // The same page again the same day earns nothing more, and says nothing.
  const [again] = await Promise.all([page.waitForResponse(pageVisit('dashboard_visit')), page.goto('/dashboard')]);
  expect(((await again.json()) as AwardAnswer).data.xpAwarded).toBe(0);

  // The Central de Gamificação, from the user menu; opening it is the last open area: all areas
  // visited, the explorer achievement and a new level, each announced.
  await page.getByRole('button', { name: new RegExp(name) }).click();
  const [gamificationVisit] = await Promise.all([
    page.waitForResponse(pageVisit('gamification_visit')),
    page.getByRole('banner').getByRole('link', { name: 'Central de Gamificação' }).click(),
  ]);
  await expect(page).toHaveURL(/\/gamification$/);
  await expectAnnounced(page, (await gamificationVisit.json()) as AwardAnswer, 'Central de Gamificação');
  expect(awards.some((a) => a.data.leveledUp)).toBe(true);
  expect(awards.flatMap((a) => a.data.newAchievements.map((x) => x.title))).toContain('Explorador');

  // The overview shows what the server holds now. The read model may trail the awards by a moment
  // on a loaded machine (the API waits 3 s for it at most), so the page is reloaded until it caught up.
  type Profile = {
    gamification: { totalXP: number; currentLevel: number; levelProgress: { currentLevelXP: number; nextLevelXP: number; progressPercentage: number }; achievements: { title: string }[] };
  };
  const earned = awards.filter((a) => a.data.xpAwarded > 0).at(-1)!.data.totalXP;
  let profile: Profile | undefined;
  await expect
    .poll(async () => {
      // A reload can also catch the previous page's answer, whose body is gone with it: poll again.
      profile = await answerTo<Profile>(page, '/api/gamification/profile/me', () => page.reload()).catch(() => undefined);
      return profile?.gamification.totalXP ?? -1;
    }, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(earned);
  await expect(page.getByRole('heading', { level: 1, name: 'Central de Gamificação' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');
  const g = profile!.gamification;
  await expect(page.getByText(`${g.totalXP.toLocaleString('pt-BR')} XP total`)).toBeVisible();
  await expect(page.getByText(/^Nível \d+$/).first()).toHaveText(`Nível ${g.currentLevel}`);
  expect(g.currentLevel).toBeGreaterThanOrEqual(2);
  await expect(page.getByRole('progressbar', { name: `Progresso para o nível ${g.currentLevel + 1}` })).toHaveAttribute(
    'aria-valuenow',
    String(Math.round(g.levelProgress.progressPercentage)),
  );
  await expect(
    page.getByText(`${g.levelProgress.currentLevelXP.toLocaleString('pt-BR')} / ${g.levelProgress.nextLevelXP.toLocaleString('pt-BR')} XP`),
  ).toBeVisible();
  await expect(page.getByText('Explorador', { exact: true })).toBeVisible();

  // Today's challenges: the login one is done; the reward is xpReward × multiplier, from the API.
  const challenges = await answerTo<{ challenges: { title: string; xpReward: number; bonusMultiplier: number; isCompleted: boolean; current: number; target: number }[] }>(
    page,
    '/api/gamification/challenges',
    () => page.getByRole('tab', { name: 'Desafios' }).click(),
  );
  const presence = challenges.challenges.find((c) => c.title === 'Presença Diária')!;
  expect(presence.isCompleted).toBe(true);
  const presenceCard = page.getByRole('listitem', { name: 'Presença Diária' });
  await expect(presenceCard.getByText('✓ Concluído')).toBeVisible();
  await expect(presenceCard.getByText(`${Math.round(presence.xpReward * presence.bonusMultiplier)} XP`, { exact: true })).toBeVisible();
  await expect(presenceCard.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(presence.target));
  // The first challenge completed unlocks "Primeiro Desafio". On days whose challenges include
  // "Caçador de Conquistas", the sign-up's own award (made by the server, not seen by the browser)
  // completes a challenge first, so the server's profile is where to look.
  expect(profile!.gamification.achievements.map((a) => a.title)).toContain('Primeiro Desafio');

  // Rewards: the level-2 reward is unlocked; claiming it awards XP and records the date.
  const rewards = await answerTo<{ rewards: { id: string; title: string; isUnlocked: boolean; isClaimed: boolean; levelRequired: number }[] }>(
    page,
    '/api/gamification/rewards',
    () => page.getByRole('tab', { name: 'Recompensas' }).click(),
  );
  const unlocked = rewards.rewards.filter((r) => r.isUnlocked && !r.isClaimed);
  expect(unlocked.length).toBeGreaterThan(0);
  const reward = unlocked[0]!;
  const card = page.getByRole('listitem', { name: reward.title });
  for (const locked of rewards.rewards.filter((r) => !r.isUnlocked)) {
    await expect(page.getByRole('listitem', { name: locked.title }).getByText(`Bloqueada: alcance o nível ${locked.levelRequired}`)).toBeVisible();
  }
  const claim = await answerTo<{ xpAwarded: number; benefit: string }>(page, `/api/gamification/rewards/${reward.id}/claim`, () =>
    card.getByRole('button', { name: 'Resgatar' }).click(),
  );
  expect(claim.xpAwarded).toBeGreaterThan(0);
  await expect(page.getByText(`Recompensa resgatada: ${claim.benefit}`)).toBeVisible();
  await expect(page.getByText(`+${claim.xpAwarded} XP · Recompensa resgatada`)).toBeVisible();
  await expect(card.getByText(/^✓ Resgatada em \d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Resgatar' })).toHaveCount(0);

  // Ranking: the member's own row, highlighted, with the exact position the API reports.
  const board = await answerTo<{ rankings: { id: string; name: string }[]; me: { global_rank: number; total_xp: number } | null }>(
    page,
    /\/api\/gamification\/leaderboard\?period=global&limit=10$/,
    () => page.getByRole('tab', { name: 'Ranking' }).click(),
  );
  expect(board.me).not.toBeNull();
  await expect(page.getByText(`Sua posição no ranking global: ${board.me!.global_rank}º`)).toBeVisible();
  const mine = page.getByRole('row', { name: new RegExp(`${name} \\(você\\)`) });
  await expect(mine).toHaveAttribute('aria-current', 'true');
  await expect(mine.getByRole('cell').first()).toHaveText(`${board.me!.global_rank}º`);
  const weekly = await answerTo<{ me: { global_rank: number } | null }>(page, /period=weekly&limit=10$/, () =>
    page.getByRole('button', { name: 'Semanal' }).click(),
  );
  await expect(page.getByRole('button', { name: 'Semanal' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`Sua posição no ranking semanal: ${weekly.me!.global_rank}º`)).toBeVisible();

  // Analytics: platform aggregates, and the server's CSV downloaded and read back.
  const analytics = await answerTo<{ totals: { users: number; xpAwarded: number } }>(page, /\/api\/gamification\/analytics\?range=7d$/, () =>
    page.getByRole('tab', { name: 'Analytics' }).click(),
  );
  await expect(page.getByRole('figure', { name: 'Usuários ativos por dia' })).toBeVisible();
  await answerTo(page, /analytics\?range=30d$/, () => page.getByRole('button', { name: '30 dias' }).click());
  await page.getByRole('button', { name: '7 dias' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV', exact: true }).click()]);
  expect(download.suggestedFilename()).toMatch(/^gamificacao-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
  const rows = new Map(
    csv
      .trim()
      .split(/\r?\n/)
      .map((line) => line.split(';') as [string, string]),
  );
  // The house CSV: `;`, BOM, Portuguese headers (numbers here are whole, so no decimal comma to undo).
  expect(rows.get('Métrica')).toBe('Valor');
  expect(rows.get('Período')).toBe('7d');
  expect(Number(rows.get('Usuários'))).toBe(analytics.totals.users);
  expect(Number(rows.get('XP concedido'))).toBeGreaterThanOrEqual(analytics.totals.xpAwarded);
  expect(Number(rows.get('Recompensas resgatadas'))).toBeGreaterThanOrEqual(1);

  // Every tab passes an automated accessibility check, on a desktop and on a 390 px phone.
  await page.getByRole('button', { name: 'Aceitar' }).click();
  for (const [width, device] of [
    [1280, 'desktop'],
    [390, 'celular'],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of ['Visão Geral', 'Desafios', 'Ranking', 'Recompensas', 'Analytics']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expect(page.getByRole('tabpanel').getByRole('status')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).include('main').analyze();
      expect(violations.map((v) => `${tab}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
      await page.screenshot({ path: `test-results/screens/gamificacao-${device}-${tab.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase()}.png`, fullPage: true });
    }
  }
});

test('time on the platform counts per full minute; visitors are not tracked; a failed award is only logged', async ({ page }) => {
  const awarded: { activityName: string; metadata: Record<string, unknown> }[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/gamification/award-xp')) awarded.push(r.postDataJSON() as (typeof awarded)[number]);
  });
  // The page's clock only moves when the test moves it.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);

  // Signed out: a tracked page sends nothing.
  await page.goto('/dashboard');
  await page.clock.runFor(5_000);
  expect(awarded).toEqual([]);

  // Seeded demo member (backend/src/seed.ts); the refresh cookie then restores the session in the page.
  const login = await page.request.post('/api/auth/login', { data: { email: 'camila.ferreira@demo.piboost.local', password: 'Demo@2026!', rememberMe: true } });
  expect(login.ok()).toBe(true);
  await page.goto('/gamification');
  await expect(page.getByRole('heading', { level: 1, name: 'Central de Gamificação' })).toBeVisible();
  await page.getByRole('button', { name: 'Agora não' }).click();
  await page.clock.runFor(59_000);
  expect(awarded.map((a) => a.activityName).sort()).toEqual(['feature_usage', 'page_visit']);
  const [minute] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/gamification/award-xp') && (r.request().postDataJSON() as { activityName: string }).activityName === 'time_spent'),
    page.clock.runFor(1_500),
  ]);
  expect(minute.request().postDataJSON()).toEqual({ activityName: 'time_spent', metadata: { minutes: 1 } });
  expect(minute.ok()).toBe(true);

  // The server failing a tracking call is logged, never shown.
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.route('**/api/gamification/award-xp', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Erro ao conceder XP', code: 'INTERNAL' }) }),
  );
  await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Dashboard' }).click();
  // The router commits the new path once the page's chunk is in; the visit is reported 1 s later.
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.clock.runFor(1_500);
  await expect.poll(() => warnings.some((w) => w.includes('[gamification]'))).toBe(true);
  await expect(page.getByText('Erro ao conceder XP')).toHaveCount(0);
});

test('admins lead the leaderboard, marked as staff; a section the API cannot answer offers a retry', async ({ page }) => {
  const dailyLogin = page.waitForResponse(
    (r) => r.url().endsWith('/api/gamification/award-xp') && (r.request().postDataJSON() as { metadata?: { feature?: string } }).metadata?.feature === 'daily_login',
  );
  await signUpWithGoogle(page, 'Gestora Admin', E2E_ADMIN_EMAIL);
  expect((await dailyLogin).ok()).toBe(true);
  const board = await answerTo<{ rankings: { name: string; role: string; is_staff: boolean; total_xp: number }[]; me: { global_rank: number; role: string; total_xp: number } | null }>(
    page,
    /\/api\/gamification\/leaderboard\?period=global&limit=10$/,
    () => page.goto('/gamification?aba=ranking'),
  );
  expect(board.me?.role).toBe('admin');
  expect(board.rankings[0]).toMatchObject({ role: 'admin', is_staff: true });
  // Admins first, then everyone else by XP: the order does not depend on the admins' XP.
  const roles = board.rankings.map((r) => (r.role === 'admin' ? 'admin' : 'member'));
  expect(roles).toEqual([...roles].sort());
  const members = board.rankings.filter((r) => r.role !== 'admin').map((r) => r.total_xp);
  expect(members).toEqual([...members].sort((a, b) => b - a));
  await expect(page.getByRole('tab', { name: 'Ranking' })).toHaveAttribute('aria-selected', 'true');
  // The tabs follow the keyboard pattern: arrows move and open, Home goes to the first.
  await page.getByRole('tab', { name: 'Ranking' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Recompensas' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Recompensas' })).toBeVisible();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Analytics' })).toBeFocused();
  await page.getByRole('tab', { name: 'Ranking' }).click();
  // Other specs may have made admins too: the caller's row is among the admins at the top, marked.
  const mine = page.getByRole('row').filter({ hasText: 'Gestora Admin (você)' });
  const myRank = board.me!.global_rank;
  expect(myRank).toBeLessThanOrEqual(board.rankings.filter((r) => r.role === 'admin').length);
  await expect(mine.getByText('ADMIN', { exact: true })).toBeVisible();
  await expect(mine.getByRole('cell').first()).toHaveText(`${myRank}º`);
  await expect(page.getByText(`Sua posição no ranking global: ${myRank}º`)).toBeVisible();
  // Staff are marked: admins and support (the demo install has a support account).
  expect(board.rankings.every((r) => r.is_staff === (r.role === 'admin' || r.role === 'support'))).toBe(true);
  // Every admin of the board is marked; another spec may make one more admin while this one runs, and
  // the page's later refetch then shows that one marked too.
  await expect.poll(() => page.getByText('ADMIN', { exact: true }).count()).toBeGreaterThanOrEqual(board.rankings.filter((r) => r.role === 'admin').length);
  // A section the API cannot answer says so in Portuguese and offers to try again.
  const unavailable = (route: Route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Serviço indisponível.', code: 'UNAVAILABLE' }) });
  await page.route('**/api/gamification/challenges', unavailable);
  await page.getByRole('tab', { name: 'Desafios' }).click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar os desafios de hoje. Serviço indisponível.');
  await page.unroute('**/api/gamification/challenges', unavailable);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: /^Desafios de hoje/ })).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Presença Diária' })).toBeVisible();
});
