// Education (issue 23) in the browser: a person reads the free track's first lesson, fails its quiz,
// passes it and gets the lesson's XP once (a second pass gives none); the missed question and the
// glossary come back in "Revisão de hoje" the next day (the server's clock moved). Staff edit a lesson
// in the back office, publish it with a change note (a missing note refused in Portuguese), and the
// person sees the new version. Every new screen passes axe at 1280 and 360 px.
import { AxeBuilder } from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { EducationTracks, StaffLesson, StaffLessons } from '../../backend/src/contract';
import { newPerson, PERSON_PASSWORD, signInPerson } from './support/accounts';
import { moveClock } from './support/clock';
import { DEMO_ADMIN, signInToBackOffice, staffToken } from './support/staff';
import { expect, test } from './support/test';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 360, height: 740 };
const DAY = 86_400_000;

test.beforeEach(async ({ page }) => {
  // The cookie banner and the trial offer would cover the page; stored choices hide them.
  await page.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
  });
});

/** No serious or critical axe violation at desktop and at 360 px. */
async function axeAtBothWidths(page: Page, where: string) {
  for (const [size, label] of [
    [DESKTOP, '1280 px'],
    [PHONE, '360 px'],
  ] as const) {
    await page.setViewportSize(size);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `${where} ${label}`).toEqual([]);
    // Nothing wider than the screen at 360 px.
    if (size === PHONE) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} ${label}`).toBeLessThanOrEqual(PHONE.width);
    await page.screenshot({ path: `test-results/screens/educacao-${where.replaceAll(' ', '-')}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

/** A lesson as staff see it, with the right answers (the person's API never sends them). */
async function staffLesson(request: APIRequestContext, lessonId: string): Promise<StaffLesson> {
  const { token } = await staffToken(request, DEMO_ADMIN);
  const res = await request.get(`/api/admin/education/lessons/${lessonId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: StaffLesson }).data;
}

/** The person's bearer token (the console keeps its own in memory; the API reads need one). */
async function personAuth(request: APIRequestContext, email: string): Promise<{ Authorization: string }> {
  const res = await request.post('/api/auth/login', { data: { email, password: PERSON_PASSWORD, rememberMe: false } });
  expect(res.ok(), await res.text()).toBe(true);
  return { Authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

const totalXp = async (request: APIRequestContext, headers: { Authorization: string }) =>
  ((await (await request.get('/api/gamification/profile/me', { headers })).json()) as { data: { gamification: { totalXP: number } } }).data.gamification.totalXP;

/** Answers every question: the right option, or a wrong one where `wrong` says so. */
async function answerQuiz(page: Page, lesson: StaffLesson, wrong: (n: number) => boolean) {
  const quiz = page.getByRole('form', { name: 'Quiz da lição' });
  for (const [n, item] of lesson.content.quiz.entries()) {
    const option = wrong(n) ? item.options.find((o) => o.id !== item.correctOptionId)! : item.options.find((o) => o.id === item.correctOptionId)!;
    await quiz.getByRole('group', { name: new RegExp(`^Pergunta ${n + 1} de`) }).getByRole('radio', { name: option.text, exact: true }).check();
  }
  await quiz.getByRole('button', { name: 'Enviar respostas' }).click();
}

test('a person finishes a lesson and its quiz, gets its XP once, and reviews the next day', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { email } = await newPerson(request, 'Lia Estudante', 'educacao');
  await signInPerson(page, email);
  const auth = await personAuth(request, email);

  // The tracks: the free one open, the Premium one a preview with the plan that opens it.
  await page.getByRole('navigation').getByRole('link', { name: 'Educação' }).first().click();
  await expect(page).toHaveURL(/\/education$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Educação' })).toBeVisible();
  const tracks = ((await (await request.get('/api/education/tracks', { headers: auth })).json()) as { data: EducationTracks }).data;
  const free = tracks.tracks.find((t) => t.access === 'free')!;
  const first = free.lessons[0]!;
  const freeCard = page.getByRole('region', { name: free.title });
  await expect(freeCard.getByRole('listitem').filter({ hasText: first.title })).toContainText('Não iniciada');
  const premium = tracks.tracks.find((t) => t.access === 'premium');
  if (premium) {
    const card = page.getByRole('region', { name: new RegExp(premium.title) });
    await expect(card.getByText(premium.lessons[0]!.summary)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/plans');
    await expect(card.getByRole('link', { name: premium.lessons[0]!.title })).toHaveCount(0);
    // Its lesson's address: the server's refusal, and the plans.
    await page.goto(`/education/${premium.id}/${premium.lessons[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Lição Premium' })).toBeVisible();
    await expect(page.getByText(`Assine o plano ${premium.unlockingPlan!.name}`, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '/plans');
    await axeAtBothWidths(page, 'licao-premium');
    await page.goto('/education');
  }
  await axeAtBothWidths(page, 'trilhas');

  // The lesson: body, then the quiz - failed first (every answer wrong), retried and passed.
  await freeCard.getByRole('link', { name: first.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: first.title })).toBeVisible();
  const lesson = await staffLesson(request, first.id);
  await axeAtBothWidths(page, 'licao');
  const before = await totalXp(request, auth);
  await answerQuiz(page, lesson, () => true);
  const failed = page.getByRole('heading', { name: /^Quiz não aprovado: 0 de \d certas$/ });
  await expect(failed).toBeFocused();
  await expect(page.getByText(lesson.content.quiz[0]!.options.find((o) => o.id !== lesson.content.quiz[0]!.correctOptionId)!.explanation)).toBeVisible();
  await axeAtBothWidths(page, 'quiz-resultado');
  await page.getByRole('button', { name: 'Tentar de novo' }).click();
  await answerQuiz(page, lesson, () => false);
  await expect(page.getByRole('heading', { name: /^Quiz aprovado: (\d) de \1 certas$/ })).toBeFocused();
  const gained = Number(/Você ganhou (\d+) XP\./.exec(await page.getByText(/Você ganhou \d+ XP\./).innerText())![1]);
  expect(gained).toBeGreaterThan(0);
  await expect.poll(() => totalXp(request, auth)).toBeGreaterThanOrEqual(before + gained);
  const afterFirstPass = await totalXp(request, auth);

  // A second pass: no XP.
  await page.reload();
  await answerQuiz(page, lesson, () => false);
  await expect(page.getByText('XP já recebido por esta lição.')).toBeVisible();
  expect(await totalXp(request, auth)).toBe(afterFirstPass);
  await page.goto('/education');
  await expect(page.getByRole('region', { name: free.title }).getByRole('listitem').filter({ hasText: first.title })).toContainText(/Concluída · quiz (\d) de \1/);

  // The next day: the missed questions and the glossary are due on the dashboard.
  try {
    await moveClock(DAY);
    await page.goto('/dashboard');
    const summary = page.locator('.card').filter({ has: page.getByRole('heading', { name: 'Revisão de hoje' }) });
    await expect(summary.getByText(/^\d+ cartões? para revisar hoje/)).toBeVisible();
    await summary.getByRole('link', { name: 'Começar a revisão' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Revisão de hoje' })).toBeVisible();
    const stem = lesson.content.quiz[0]!.stem;
    const terms = lesson.content.glossary.map((g) => g.term);
    await expect(page.getByText(/^Cartão 1 de \d+/)).toBeVisible();
    await axeAtBothWidths(page, 'revisao');
    const front = await page.locator('.review-card__front .review-card__text').innerText();
    expect([stem, ...lesson.content.quiz.map((q) => q.stem), ...terms]).toContain(front);
    await page.getByRole('button', { name: 'Mostrar resposta' }).click();
    await expect(page.locator('.review-card__back')).toBeFocused();
    await axeAtBothWidths(page, 'revisao-resposta');
    const left = await page.getByText(/^Cartão 1 de (\d+)/).innerText();
    await page.getByRole('button', { name: 'Fácil' }).click();
    const total = Number(/de (\d+)/.exec(left)![1]);
    await expect(page.getByText(total > 1 ? `Cartão 2 de ${total}` : 'Revisão concluída', { exact: false }).first()).toBeVisible();
  } finally {
    await moveClock(0);
  }
});

test('staff publish an edited lesson in the back office and the person sees it', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const { token } = await staffToken(request, DEMO_ADMIN);
  const lessons = ((await (await request.get('/api/admin/education/lessons', { headers: { Authorization: `Bearer ${token}` } })).json()) as { data: StaffLessons }).data.lessons;
  // The free track's last lesson: the other test reads its first.
  const target = lessons.filter((l) => l.access === 'free').at(-1)!;
  const newTitle = `${target.title} (revisada)`;

  await page.setViewportSize(DESKTOP);
  await signInToBackOffice(page, DEMO_ADMIN);
  await page.getByRole('menuitem', { name: 'Educação' }).click();
  await expect(page.getByRole('table', { name: 'Lições' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conclusão e abandono por lição' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Questões mais erradas' })).toBeVisible();
  await axeAtBothWidths(page, 'backoffice-educacao');

  await page.getByRole('link', { name: `Editar ${target.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: target.title })).toBeVisible();
  await page.getByLabel('Título').fill(newTitle);
  const body = page.getByLabel('Texto da lição');
  await body.fill(`${await body.inputValue()}\n\n> Atualização: texto revisado pela equipe.`);
  // No change note: refused, in Portuguese, under the field.
  await page.getByRole('button', { name: 'Publicar nova versão' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'A versão não foi publicada' })).toBeVisible();
  await expect(page.getByText('Descreva a mudança (de 3 a 500 caracteres).')).toBeVisible();
  await axeAtBothWidths(page, 'backoffice-editar-licao');
  await page.getByLabel('Nota da mudança').fill('Título e um destaque revisados (teste de ponta a ponta).');
  await page.getByRole('button', { name: 'Publicar nova versão' }).click();
  await expect(page.getByText(/^Versão \d+ publicada\.$/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Lições' }).getByRole('row').filter({ hasText: newTitle })).toContainText('Título e um destaque revisados');

  // The person opens the lesson and reads the new version.
  const context = await browser.newContext();
  const person = await context.newPage();
  await person.addInitScript(() => {
    localStorage.setItem('cookie-consent', 'accepted');
    localStorage.setItem('hasSeenPremiumTrialOffer', 'true');
  });
  const { email } = await newPerson(request, 'Rui Leitor', 'educacao');
  await signInPerson(person, email);
  await person.goto('/education');
  await person.getByRole('link', { name: newTitle }).click();
  await expect(person.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(person.getByRole('note').filter({ hasText: 'Atualização: texto revisado pela equipe.' })).toBeVisible();
  await context.close();
});
