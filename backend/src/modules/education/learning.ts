// The learning commands around the pure decider (decide.ts): one person's stream folded, the
// decision appended with its version (platform/command.ts), then the XP the decision earned granted
// through gamification - each grant idempotent by its key (once per lesson, track, skill ever), and
// asked again on every passed attempt, so a grant lost between the two writes is made good later.
import { learningStream, saoPauloDay } from '@piboost/events';
import { handleCommand, loadStream, type Decided } from '../../platform/command';
import type { Principal } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { billedEntitlementsOf, entitlementsOf } from '../billing';
import { achievementView, grantXp } from '../gamification';
import { answerQuiz, foldLearning, rateCard, startLesson, type LearningState, type QuizOutcome, type Rating } from './decide';
import { allLessons, publishRepositoryLessons, type LessonRecord, type LessonVersions } from './lessons';
import { isProficient } from './mastery';
import { reviewOf } from './review';
import { PASS_PERCENT, trackById, tracks } from './tracks';

export type XpReason = 'lesson_completed' | 'already_awarded' | 'quiz_not_passed';

export interface XpAnswer {
  /** XP of the lesson itself (after the plan's bonus); 0 when not given. */
  amount: number;
  given: boolean;
  reason: XpReason;
  message: string;
  /** Further XP this attempt earned: the whole track completed, skills reaching Proficiente. */
  bonuses: { activity: 'track_completed' | 'skill_proficient'; detail: string; amount: number }[];
  newAchievements: { id: string; title: string; description: string; badgeIcon: string }[];
  leveledUp: boolean;
  newLevel: number;
}

export async function loadLearning(runtime: Runtime, userId: string): Promise<LearningState> {
  return (await loadStream(runtime.store, learningStream(userId), foldLearning)()).state;
}

/** The lessons' versions, the repository's lessons published first if some are not yet (a fresh install before its worker ran). */
export async function lessonsNow(runtime: Runtime): Promise<LessonVersions> {
  let lessons = await allLessons(runtime);
  if (tracks().some((t) => t.lessons.some((l) => !lessons.has(l.id)))) {
    await publishRepositoryLessons(runtime);
    lessons = await allLessons(runtime);
  }
  return lessons;
}

/** Whether the person may open a track's lessons: free tracks for all, premium ones with billing's `premiumTracks`. */
export async function trackAccess(runtime: Runtime, principal: Principal): Promise<(trackId: string) => boolean> {
  const premium = (await billedEntitlementsOf(runtime, principal)).premiumTracks;
  return (trackId) => trackById(trackId)?.access === 'free' || premium;
}

const run = <R extends Decided>(runtime: Runtime, userId: string, decide: (s: LearningState) => R) =>
  handleCommand(runtime.events, learningStream(userId), loadStream(runtime.store, learningStream(userId), foldLearning), decide, { metadata: { actorId: userId } });

export function recordStart(runtime: Runtime, userId: string, lessonId: string, version: number) {
  return run(runtime, userId, (s) => ({ events: startLesson(s, { userId, lessonId, version }) }));
}

export interface QuizResult extends QuizOutcome {
  xp: XpAnswer;
  state: LearningState;
}

/** One quiz attempt on the lesson's current version, then the XP it earned. */
export async function submitQuiz(runtime: Runtime, principal: Principal, lesson: LessonRecord, answeredVersion: number, answers: { itemId: string; optionId: string }[]): Promise<QuizResult> {
  const { userId } = principal;
  const current = lesson.current;
  const now = runtime.now();
  const day = saoPauloDay(now);
  const outcome = await run(runtime, userId, (state) =>
    answerQuiz(state, { userId, lessonId: current.lessonId, trackId: current.trackId, version: current.version, quiz: current.content.quiz, answeredVersion, answers, day, now }),
  );
  // What the person has now, this attempt included: the completions and skill levels the XP follows.
  const state = await loadLearning(runtime, userId);
  return { ...outcome, xp: await grantFor(runtime, principal, current.trackId, current.lessonId, outcome, state), state };
}

async function grantFor(runtime: Runtime, principal: Principal, trackId: string, lessonId: string, outcome: QuizOutcome, state: LearningState): Promise<XpAnswer> {
  const answer: XpAnswer = { amount: 0, given: false, reason: 'quiz_not_passed', message: '', bonuses: [], newAchievements: [], leveledUp: false, newLevel: 0 };
  if (!outcome.passed) {
    answer.message = `Acerte pelo menos ${PASS_PERCENT}% das questões para concluir a lição e ganhar XP (você acertou ${outcome.correct} de ${outcome.total}).`;
    return answer;
  }
  const xpBonusPercent = (await entitlementsOf(runtime, principal)).xpBonusPercent;
  const meta = { actorId: principal.userId };
  const grant = (activity: 'lesson_completed' | 'track_completed' | 'skill_proficient', detail: string) =>
    grantXp(runtime, { userId: principal.userId, activity, detail, idempotencyKey: `${activity}:${detail}`, xpBonusPercent }, meta);
  const outcomes = [];
  const lessonXp = await grant('lesson_completed', lessonId);
  outcomes.push(lessonXp);
  answer.amount = lessonXp.xpAwarded;
  answer.given = lessonXp.xpAwarded > 0;
  answer.reason = answer.given ? 'lesson_completed' : 'already_awarded';
  answer.message = answer.given ? `+${lessonXp.xpAwarded} XP pela lição concluída!` : 'Você já recebeu o XP desta lição: ele é concedido uma vez por lição.';
  const track = trackById(trackId);
  if (track && track.lessons.every((l) => state.completed.has(l.id))) {
    const o = await grant('track_completed', trackId);
    outcomes.push(o);
    if (o.xpAwarded > 0) answer.bonuses.push({ activity: 'track_completed', detail: trackId, amount: o.xpAwarded });
  }
  for (const [skillId, skill] of state.skills) {
    if (!isProficient(skill.level)) continue;
    const o = await grant('skill_proficient', skillId);
    outcomes.push(o);
    if (o.xpAwarded > 0) answer.bonuses.push({ activity: 'skill_proficient', detail: skillId, amount: o.xpAwarded });
  }
  const now = runtime.now();
  for (const id of outcomes.flatMap((o) => o.newAchievements)) {
    const view = achievementView(id, now);
    if (view) answer.newAchievements.push({ id: view.id, title: view.title, description: view.description, badgeIcon: view.badge_icon });
  }
  answer.leveledUp = outcomes.some((o) => o.leveledUp);
  answer.newLevel = outcomes.at(-1)!.newLevel;
  return answer;
}

/** Whether the person may still open a lesson (its track free, or premium with Premium). */
export const lessonOpenIn = (lessons: LessonVersions, open: (trackId: string) => boolean) => (lessonId: string) => {
  const record = lessons.get(lessonId);
  return record !== undefined && open(record.trackId);
};

/** Today's review of the person's cards (premium lessons only while they may open them). */
export async function reviewToday(runtime: Runtime, principal: Principal) {
  const [state, lessons, open] = await Promise.all([loadLearning(runtime, principal.userId), lessonsNow(runtime), trackAccess(runtime, principal)]);
  return { state, lessons, ...reviewOf(state, lessons, lessonOpenIn(lessons, open), runtime.now()) };
}

/** A rating of one of the person's cards. */
export async function rate(runtime: Runtime, principal: Principal, cardId: string, rating: Rating) {
  const { all } = await reviewToday(runtime, principal);
  const now = runtime.now();
  await run(runtime, principal.userId, (s) => ({ events: rateCard(s, { userId: principal.userId, cardId, rating, now, cardIds: new Set(all.map((c) => c.cardId)) }) }));
  return reviewToday(runtime, principal);
}
