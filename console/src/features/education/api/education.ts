// The education endpoints: the tracks with the person's progress, a lesson (its first opening
// recorded), a quiz attempt, and today's review with its ratings.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CardRated, EducationLesson, EducationTracks, QuizAttemptInput, QuizResult, ReviewToday } from '@piboost/backend/contract';
import { translate } from '../../../i18n';
import { api, ApiError, type Envelope } from '../../../lib/api-client';
import type { QuizOutcome } from '../components/quiz';
import type { ReviewGrade } from '../components/review-card';

const KEY = ['education'] as const;

export const useTracks = () =>
  useQuery({ queryKey: [...KEY, 'tracks'], queryFn: ({ signal }) => api.get<Envelope<EducationTracks>>('/education/tracks', { signal }).then((r) => r.data) });

/** A refusal that will not change on a retry: the lesson is not there, or is Premium. */
const final = (e: Error) => e instanceof ApiError && (e.status === 403 || e.status === 404);

export const useLesson = (lessonId: string) =>
  useQuery({
    queryKey: [...KEY, 'lesson', lessonId],
    queryFn: ({ signal }) => api.get<Envelope<EducationLesson>>(`/education/lessons/${encodeURIComponent(lessonId)}`, { signal }).then((r) => r.data),
    retry: (count, e) => !final(e) && count < 2,
  });

/** The lesson's first opening counts as "started" in the back office's figures (later ones change nothing). */
export const startLesson = (lessonId: string) => api.post<void>(`/education/lessons/${encodeURIComponent(lessonId)}/start`);

export async function sendQuiz(lessonId: string, version: number, answers: Record<string, string>): Promise<QuizResult> {
  const body: QuizAttemptInput = { version, answers: Object.entries(answers).map(([itemId, optionId]) => ({ itemId, optionId })) };
  return (await api.post<Envelope<QuizResult>>(`/education/lessons/${encodeURIComponent(lessonId)}/quiz`, body)).data;
}

/** What the quiz shows of an attempt: per question right or wrong with its explanation, the XP, and what else it earned. */
export function outcomeOf(attempt: QuizResult): QuizOutcome {
  const { xp } = attempt;
  // Worded when the attempt comes back, in the language of that moment.
  const extras = [
    ...xp.bonuses.map((b) => translate(b.activity === 'track_completed' ? 'education.quiz.trackBonus' : 'education.quiz.skillBonus', { amount: b.amount })),
    ...xp.newAchievements.map((a) => translate('education.quiz.achievement', { title: a.title })),
    ...(xp.leveledUp ? [translate('education.quiz.levelUp', { level: xp.newLevel })] : []),
    ...(attempt.newReviewCards > 0 ? [translate('education.quiz.newCards', { count: attempt.newReviewCards })] : []),
  ];
  return {
    passed: attempt.passed,
    correctCount: attempt.correct,
    total: attempt.total,
    passMark: Math.ceil((attempt.passPercent * attempt.total) / 100),
    xpAwarded: xp.given ? xp.amount : 0,
    xpAlreadyReceived: xp.reason === 'already_awarded',
    answers: attempt.items.map((i) => ({ itemId: i.itemId, optionId: i.chosenOptionId, correct: i.correct, explanation: i.explanation })),
    extras,
  };
}

export const useReview = () =>
  useQuery({ queryKey: [...KEY, 'review'], queryFn: ({ signal }) => api.get<Envelope<ReviewToday>>('/education/review', { signal }).then((r) => r.data) });

export async function rateCard(cardId: string, rating: ReviewGrade): Promise<CardRated> {
  return (await api.post<Envelope<CardRated>>(`/education/review/${encodeURIComponent(cardId)}`, { rating })).data;
}

/** After an attempt or a rating: the tracks, the review and the XP shown elsewhere read again. */
export const refreshLearning = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: [...KEY, 'tracks'] }), client.invalidateQueries({ queryKey: [...KEY, 'review'] }), client.invalidateQueries({ queryKey: ['gamification'] })]);
