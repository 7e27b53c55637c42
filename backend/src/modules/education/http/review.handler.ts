// GET /api/education/review - "Revisão de hoje": the person's cards due by the end of the São Paulo
// day (FSRS), each with when every rating would bring it back; POST /api/education/review/:cardId -
// a rating ('De novo', 'Difícil', 'Bom', 'Fácil').
import { defineRoute } from '../../../platform/http';
import type { Principal } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { saoPauloDay } from '@piboost/events';
import { TIME_ZONE } from '@piboost/events/business';
import { rate, reviewToday } from '../learning';
import { RATINGS, RATING_LABELS, cardStage, endOfToday, previews } from '../review';
import { cardParam, rateBody, rateResponse, reviewResponse } from './education.schema';
import { LEARNER_READ, LEARNER_WRITE, educationToHttp } from './shared';

type Review = Awaited<ReturnType<typeof reviewToday>>;

function reviewView(runtime: Runtime, review: Review) {
  const now = runtime.now();
  const end = endOfToday(now).getTime();
  const later = review.all.filter((c) => c.schedule.due.getTime() >= end).map((c) => c.schedule.due.getTime());
  return {
    day: saoPauloDay(now),
    cards: review.due.map((c) => {
      const due = previews(c.schedule, now);
      return {
        cardId: c.cardId,
        kind: c.kind,
        lessonId: c.lessonId,
        lessonTitle: review.lessons.get(c.lessonId)?.current.content.title ?? c.lessonId,
        front: c.front,
        back: c.back,
        due: c.schedule.due.toISOString(),
        stage: cardStage(c.schedule),
        reviews: c.reviews,
        ratings: RATINGS.map((rating) => ({ rating, label: RATING_LABELS[rating], due: due[rating].toISOString() })),
      };
    }),
    dueToday: review.due.length,
    totalCards: review.all.length,
    nextDue: later.length > 0 ? new Date(Math.min(...later)).toISOString() : null,
  };
}

export function reviewRoute(runtime: Runtime) {
  return defineRoute({
    ...LEARNER_READ,
    path: '/api/education/review',
    summary: 'Revisão de hoje: os cartões (glossário e questões erradas) que vencem até o fim do dia em São Paulo',
    response: reviewResponse,
    async handler(_ctx, { principal }: { principal: Principal }) {
      return { success: true as const, data: reviewView(runtime, await reviewToday(runtime, principal)) };
    },
  });
}

export function rateRoute(runtime: Runtime) {
  return defineRoute({
    ...LEARNER_WRITE,
    path: '/api/education/review/:cardId',
    summary: 'Avalia um cartão da revisão (De novo, Difícil, Bom, Fácil) e devolve quando ele volta',
    input: { params: cardParam, body: rateBody },
    response: rateResponse,
    async handler(_ctx, { principal, params, body }) {
      const after = await rate(runtime, principal, params.cardId, body.rating).catch(educationToHttp);
      const card = after.all.find((c) => c.cardId === params.cardId)!;
      const nextDue = card.schedule.due;
      const label = RATING_LABELS[body.rating];
      const when = nextDue.toLocaleString('pt-BR', { timeZone: TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });
      return {
        success: true as const,
        message: `${label}: o cartão volta em ${when}.`,
        data: { cardId: params.cardId, rating: body.rating, label, nextDue: nextDue.toISOString(), dueToday: after.due.length },
      };
    },
  });
}
