// The education module over HTTP, on a fixture of two tracks (tests/support/education.ts): the
// repository's lessons published as version 1 once; a lesson completed once gives XP once; a failed
// quiz gives none and its missed questions come back in the review, next day too (the clock moved);
// staff publish a version 2 that people then get, their old answers still pointing at version 1;
// a premium lesson refused to a free person with the plan that opens it; the figures per lesson.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { XpAwarded, gamificationStream, learningStream, type RecordedEvent } from '@piboost/events';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { FREE_TRACK, PREMIUM_TRACK, answers } from '../../../../tests/support/education';
import { eventually } from '../../../../tests/support/eventually';
import { api } from '../../../../tests/support/given';
import { sessionToken, subscriberToken } from '../../../../tests/support/sessions';
import { readStream } from '../../platform/command';
import { publishRepositoryLessons, publishSchedule } from './lessons';
import { bodyOf } from './tracks';

vi.mock('./content', async () => ({ TRACKS: (await import('../../../../tests/support/education')).FIXTURE_TRACKS }));

let h: AppHarness;
let clock = Date.parse('2026-11-27T13:00:00Z');
const DAY = 86_400_000;
const LONG = 60 * 86_400;
const [one, two] = FREE_TRACK.lessons as [(typeof FREE_TRACK.lessons)[number], (typeof FREE_TRACK.lessons)[number]];
const premiumLesson = PREMIUM_TRACK.lessons[0]!;

beforeAll(async () => {
  h = await openHarness();
  h.runtime.now = () => new Date(clock);
  await eventually(() => h.runtime.db('projection_registry').where({ name: 'education_figures', state: 'active' }).first(), { label: 'the figures read model', timeout: 60_000 });
});
afterAll(() => h.close());

type Auth = { Authorization: string };
const bearer = (token: string): Auth => ({ Authorization: `Bearer ${token}` });
async function person(premium = false): Promise<{ userId: string; auth: Auth }> {
  const userId = randomUUID();
  const principal = { userId, roles: ['user' as const], profileComplete: true };
  const token = premium
    ? await subscriberToken(h.runtime, principal, { plan: 'professional', startsAt: new Date(clock - DAY).toISOString(), endsAt: new Date(clock + 30 * DAY).toISOString() })
    : await sessionToken(h.runtime, { ...principal, premium: false }, LONG);
  return { userId, auth: bearer(token) };
}
const staff = async (role: 'admin' | 'support' = 'admin') => bearer(await sessionToken(h.runtime, { roles: ['user', role], premium: false, profileComplete: true }, LONG));

const stream = async (id: string): Promise<RecordedEvent[]> => readStream(h.runtime.store, id);
const lessonXp = async (userId: string) => (await stream(gamificationStream(userId))).filter((e) => e.type === XpAwarded.type && (e.data as { activity: string }).activity === 'lesson_completed');
const quiz = (auth: Auth, lesson: typeof one, right: (i: number) => boolean, version = 1) => h.http.post(`/api/education/lessons/${lesson.id}/quiz`).set(auth).send({ version, answers: answers(lesson, right) });

describe('the lessons and a person learning them', () => {
  it("publishes the repository's lessons as version 1, once", async () => {
    // The worker's start job runs while a repository lesson has no version.
    expect(await publishSchedule.missing!(h.runtime)).toBe(true);
    expect(await publishRepositoryLessons(h.runtime)).toBe(3);
    expect(await publishSchedule.missing!(h.runtime)).toBe(false);
    expect(await publishRepositoryLessons(h.runtime)).toBe(0);
    const { auth } = await person();
    const res = await h.http.get('/api/education/tracks').set(auth).expect(200);
    expect(res.body.data.tracks.map((t: { id: string; locked: boolean }) => [t.id, t.locked])).toEqual([
      ['trilha-livre', false],
      ['trilha-premium', true],
    ]);
    expect(res.body.data.tracks[0].lessons.map((l: { version: number; status: string }) => [l.version, l.status])).toEqual([
      [1, 'not_started'],
      [1, 'not_started'],
    ]);
    expect(res.body.data.tracks[0].skills[0]).toEqual({ id: 'entender-bitcoin', name: 'Entender o Bitcoin', level: 'not_started', levelLabel: 'Não iniciado' });
  });

  it('shows the lesson without its answers, and completes it once: XP once, only with the quiz passed', async () => {
    const { userId, auth } = await person();
    const lesson = await h.http.get(`/api/education/lessons/${one.id}`).set(auth).expect(200);
    expect(lesson.body.data).toMatchObject({ id: one.id, version: 1, status: 'not_started', next: { id: two.id } });
    expect(JSON.stringify(lesson.body.data.quiz)).not.toMatch(/correctOptionId|explanation/);
    await api(h).given().when((http) => http.post(`/api/education/lessons/${one.id}/start`).set(auth)).then(204, { type: 'LessonStarted', data: { userId, lessonId: one.id, version: 1 }, streamId: learningStream(userId) });
    await api(h).given().when((http) => http.post(`/api/education/lessons/${one.id}/start`).set(auth)).then(204);

    const passed = await quiz(auth, one, () => true).expect(200);
    expect(passed.body.data).toMatchObject({ passed: true, completedNow: true, correct: 3, total: 3, scorePercent: 100, passPercent: 70 });
    expect(passed.body.data.xp).toMatchObject({ given: true, amount: 50, reason: 'lesson_completed', message: '+50 XP pela lição concluída!' });
    expect(passed.body.data.xp.bonuses).toEqual([{ activity: 'skill_proficient', detail: 'entender-bitcoin', amount: 25 }]);
    // On a day whose challenges a first lesson completes ("Aprendiz do Dia", or one achievement unlocked),
    // the person's first challenge is done too.
    const { challenges } = (await h.http.get('/api/gamification/challenges').set(auth).expect(200)).body.data as { challenges: { isCompleted: boolean }[] };
    const completedOne = challenges.some((c) => c.isCompleted);
    expect(passed.body.data.xp.newAchievements.map((a: { id: string }) => a.id)).toEqual(['first_lesson', ...(completedOne ? ['first_challenge'] : [])]);
    expect(passed.body.data.skills).toEqual([{ id: 'entender-bitcoin', name: 'Entender o Bitcoin', level: 'proficient', levelLabel: 'Proficiente', from: 'not_started' }]);
    expect(passed.body.data.items[0]).toMatchObject({ correct: true, chosenOptionId: 'a', explanation: 'A alternativa a está certa.' });

    const again = await quiz(auth, one, () => true).expect(200);
    expect(again.body.data).toMatchObject({ passed: true, completedNow: false, completed: true, attempt: 2 });
    expect(again.body.data.xp).toMatchObject({ given: false, amount: 0, reason: 'already_awarded' });
    expect(await lessonXp(userId)).toHaveLength(1);
    const tracks = await h.http.get('/api/education/tracks').set(auth).expect(200);
    expect(tracks.body.data.tracks[0].lessons[0]).toMatchObject({ status: 'completed', attempts: 2, completedVersion: 1, best: { correct: 3, total: 3 } });
    expect(tracks.body.data.tracks[0].completedLessons).toBe(1);
  });

  it('a failed quiz gives no XP and says why; the missed questions come back in the review, and the next day after a rating', async () => {
    const { userId, auth } = await person();
    const failed = await api(h)
      .given()
      .when((http) => http.post(`/api/education/lessons/${one.id}/quiz`).set(auth).send({ version: 1, answers: answers(one, (i) => i === 0) }))
      .then(
        200,
        { type: 'QuizAnswered', data: { itemId: 'licao-um-q1', correct: true, attempt: 1 } },
        { type: 'QuizAnswered', data: { itemId: 'licao-um-q2', correct: false } },
        { type: 'QuizAnswered', data: { itemId: 'licao-um-q3', correct: false } },
        { type: 'SkillLevelChanged', data: { skillId: 'entender-bitcoin', from: 'not_started', to: 'attempted' } },
      );
    const data = failed.body.data as { passed: boolean; xp: { given: boolean; reason: string; message: string }; newReviewCards: number; items: { correct: boolean; explanation: string; correctExplanation: string }[] };
    expect(data).toMatchObject({ passed: false, newReviewCards: 2, xp: { given: false, reason: 'quiz_not_passed', message: 'Acerte pelo menos 70% das questões para concluir a lição e ganhar XP (você acertou 1 de 3).' } });
    expect(data.items[1]).toMatchObject({ correct: false, explanation: 'A alternativa b está errada.', correctExplanation: 'A alternativa a está certa.' });
    expect(await stream(gamificationStream(userId))).toEqual([]);

    const review = await h.http.get('/api/education/review').set(auth).expect(200);
    expect(review.body.data).toMatchObject({ day: '2026-11-27', dueToday: 2, totalCards: 2 });
    const card = review.body.data.cards[0];
    expect(card).toMatchObject({ cardId: 'quiz:licao-um-q2', kind: 'quiz', lessonTitle: 'Lição um', front: 'Pergunta 2 da lição Lição um?', back: 'Alternativa a - A alternativa a está certa.', stage: 'new' });
    expect(card.ratings.map((r: { label: string }) => r.label)).toEqual(['De novo', 'Difícil', 'Bom', 'Fácil']);
    const easy = card.ratings.find((r: { rating: string }) => r.rating === 'easy').due;

    // "Fácil" on a new card brings it back in days; "Bom" keeps it in today's learning steps (FSRS).
    const rated = await h.http.post('/api/education/review/quiz:licao-um-q2').set(auth).send({ rating: 'easy' }).expect(200);
    expect(rated.body.data).toMatchObject({ rating: 'easy', label: 'Fácil', nextDue: easy, dueToday: 1 });
    expect(rated.body.message).toMatch(/^Fácil: o cartão volta em /);
    expect(Date.parse(easy) - clock).toBeGreaterThan(DAY);
    const good = await h.http.post('/api/education/review/quiz:licao-um-q3').set(auth).send({ rating: 'good' }).expect(200);
    expect(Date.parse(good.body.data.nextDue) - clock).toBeLessThan(DAY / 2);
    await h.http.post('/api/education/review/glossary:termo-seed').set(auth).send({ rating: 'easy' }).expect(404);
    await h.http.post('/api/education/review/quiz:licao-um-q3').set(auth).send({ rating: 'ótimo' }).expect(400);
    const today = (await h.http.get('/api/education/review').set(auth).expect(200)).body.data;
    expect(today).toMatchObject({ dueToday: 1, totalCards: 2 });
    expect(today.cards.map((c: { cardId: string; stage: string }) => [c.cardId, c.stage])).toEqual([['quiz:licao-um-q3', 'learning']]);

    // The day the easy card is due, it is back, with the one left from before.
    const saved = clock;
    try {
      clock = Date.parse(easy);
      const later = (await h.http.get('/api/education/review').set(auth).expect(200)).body.data;
      expect(later.day).not.toBe('2026-11-27');
      expect(later.cards.map((c: { cardId: string; stage: string }) => [c.cardId, c.stage])).toEqual([
        ['quiz:licao-um-q3', 'learning'],
        ['quiz:licao-um-q2', 'review'],
      ]);
    } finally {
      clock = saved;
    }
  });

  it('staff publish version 2: people get it, their answers still point at version 1, an answer to version 1 is refused', async () => {
    const { userId, auth } = await person();
    await quiz(auth, two, () => false).expect(200);
    const admin = await staff();
    const edited = { ...bodyOf(two), title: 'Lição dois, revista', quiz: bodyOf(two).quiz.map((q, i) => (i === 0 ? { ...q, stem: 'Pergunta reescrita da lição dois?' } : q)) };

    const badSkill = { ...edited, quiz: edited.quiz.map((q, i) => (i === 0 ? { ...q, skillId: 'ler-graficos' } : q)) };
    const refused = await h.http.post(`/api/admin/education/lessons/${two.id}/versions`).set(admin).send({ content: badSkill, changeNote: 'Teste' }).expect(400);
    expect(refused.body.errors).toEqual({ 'content.quiz.0.skillId': 'A questão deve avaliar uma das habilidades da lição.' });
    const twoRight = { ...edited, quiz: edited.quiz.map((q, i) => (i === 0 ? { ...q, correctOptionId: 'd' } : q)) };
    expect((await h.http.post(`/api/admin/education/lessons/${two.id}/versions`).set(admin).send({ content: twoRight, changeNote: 'Teste' }).expect(400)).body.errors).toEqual({
      'content.quiz.0.correctOptionId': 'Marque exatamente uma alternativa correta.',
    });
    await h.http.post(`/api/admin/education/lessons/${two.id}/versions`).set(await staff('support')).send({ content: edited, changeNote: 'Título mais claro' }).expect(403);

    const published = await h.http.post(`/api/admin/education/lessons/${two.id}/versions`).set(admin).send({ content: edited, changeNote: 'Título mais claro' }).expect(201);
    expect(published.body).toMatchObject({ message: 'Versão 2 publicada.', data: { version: 2, title: 'Lição dois, revista' } });
    expect(published.body.data.versions.map((v: { version: number; changeNote: string | null }) => [v.version, v.changeNote])).toEqual([
      [2, 'Título mais claro'],
      [1, null],
    ]);
    await h.http.post(`/api/admin/education/lessons/${two.id}/versions`).set(admin).send({ content: edited, changeNote: 'De novo' }).expect(409);

    const lesson = await h.http.get(`/api/education/lessons/${two.id}`).set(auth).expect(200);
    expect(lesson.body.data).toMatchObject({ version: 2, title: 'Lição dois, revista', attempts: 1 });
    expect(lesson.body.data.quiz[0].stem).toBe('Pergunta reescrita da lição dois?');
    const stale = await quiz(auth, two, () => true, 1).expect(409);
    expect(stale.body).toMatchObject({ code: 'STALE_VERSION' });
    await quiz(auth, two, () => true, 2).expect(200);
    const versions = (await stream(learningStream(userId))).filter((e) => e.type === 'QuizAnswered').map((e) => (e.data as { version: number }).version);
    expect(versions).toEqual([1, 1, 1, 1, 2, 2, 2, 2]);
    // The review shows the question as it reads now.
    const review = await h.http.get('/api/education/review').set(auth).expect(200);
    expect(review.body.data.cards.find((c: { cardId: string }) => c.cardId === 'quiz:licao-dois-q1').front).toBe('Pergunta reescrita da lição dois?');
    const list = await h.http.get('/api/admin/education/lessons').set(await staff('support')).expect(200);
    expect(list.body.data.lessons.map((l: { id: string; version: number }) => [l.id, l.version])).toEqual([
      ['licao-um', 1],
      ['licao-dois', 2],
      ['licao-premium', 1],
    ]);
  });

  it('refuses a premium lesson to a free person with the plan that opens it, and opens it with Premium', async () => {
    const free = await person();
    const refused = await h.http.get(`/api/education/lessons/${premiumLesson.id}`).set(free.auth).expect(403);
    expect(refused.body).toMatchObject({ code: 'PREMIUM_REQUIRED', details: { plan: { id: 'professional', name: 'Professional' } } });
    expect(refused.body.message).toMatch(/trilha Premium.*plano Professional/);
    await quiz(free.auth, premiumLesson, () => true).expect(403);
    const preview = (await h.http.get('/api/education/tracks').set(free.auth).expect(200)).body.data.tracks[1];
    expect(preview).toMatchObject({ access: 'premium', locked: true, unlockingPlan: { id: 'professional' }, lessons: [{ title: 'Lição premium', summary: 'Resumo da lição Lição premium.', locked: true }] });
    expect(JSON.stringify(preview)).not.toMatch(/Pergunta|definição/);

    const paying = await person(true);
    await h.http.get(`/api/education/lessons/${premiumLesson.id}`).set(paying.auth).expect(200);
    const passed = await quiz(paying.auth, premiumLesson, () => true).expect(200);
    // Premium's +50 % XP, and the whole (one-lesson) track completed.
    expect(passed.body.data.xp).toMatchObject({ given: true, amount: 75 });
    expect(passed.body.data.xp.bonuses).toContainEqual({ activity: 'track_completed', detail: 'trilha-premium', amount: 300 });
  });

  it('counts started, completed and dropped off per lesson, and the questions most people miss', async () => {
    const support = await staff('support');
    const figures = await eventually(
      async () => {
        const res = await h.http.get('/api/admin/education/figures').set(support).expect(200);
        const first = res.body.data.lessons[0];
        return first.completed === 1 && res.body.data.mostMissed.length > 0 ? res.body.data : null;
      },
      { label: 'the figures' },
    );
    expect(figures.lessons[0]).toEqual({ lessonId: 'licao-um', trackId: 'trilha-livre', title: 'Lição um', started: 1, completed: 1, droppedOff: 0, dropOffPercent: 0 });
    expect(figures.mostMissed[0]).toMatchObject({ lessonId: 'licao-dois', answered: 1, missed: 1, missedPercent: 100 });
    expect(figures.mostMissed.find((m: { itemId: string }) => m.itemId === 'licao-um-q2')).toMatchObject({ answered: 2, missed: 1, missedPercent: 50 });
  });
});
