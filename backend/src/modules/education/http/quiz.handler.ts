// POST /api/education/lessons/:lessonId/quiz - one attempt: every question of the current version
// answered. Answers right/wrong with the explanations, passed or not (>= PASS_PERCENT), the skills
// moved, and the XP: given once per lesson ever, only with the quiz passed - and why not otherwise.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { submitQuiz } from '../learning';
import { PASS_PERCENT } from '../tracks';
import { lessonParam, quizBody, quizResponse } from './education.schema';
import { openLesson } from './lesson.handler';
import { LEARNER_WRITE, educationToHttp } from './shared';
import { skillOf } from './views';

export function quizRoute(runtime: Runtime) {
  return defineRoute({
    ...LEARNER_WRITE,
    path: '/api/education/lessons/:lessonId/quiz',
    summary: 'Envia uma tentativa do quiz (todas as questões) e devolve acertos, explicações, níveis e XP',
    input: { params: lessonParam, body: quizBody },
    response: quizResponse,
    async handler(_ctx, { principal, params, body }) {
      const record = await openLesson(runtime, principal, params.lessonId);
      const result = await submitQuiz(runtime, principal, record, body.version, body.answers).catch(educationToHttp);
      const { current } = record;
      const items = result.items.map((answer) => {
        const q = current.content.quiz.find((i) => i.id === answer.itemId)!;
        const chosen = q.options.find((o) => o.id === answer.optionId)!;
        const right = q.options.find((o) => o.id === q.correctOptionId)!;
        return { itemId: q.id, stem: q.stem, chosenOptionId: chosen.id, correctOptionId: right.id, correct: answer.correct, explanation: chosen.explanation, correctExplanation: right.explanation };
      });
      const newReviewCards = result.events.filter((e) => e.type === 'QuizAnswered' && !(e.data as { correct: boolean }).correct).length;
      const message = result.passed
        ? result.completedNow
          ? `Quiz aprovado: ${result.correct} de ${result.total}. Lição concluída!`
          : `Quiz aprovado: ${result.correct} de ${result.total}.`
        : `Você acertou ${result.correct} de ${result.total}. Revise a lição e tente de novo.`;
      return {
        success: true as const,
        message,
        data: {
          lessonId: current.lessonId,
          version: current.version,
          attempt: result.attempt,
          correct: result.correct,
          total: result.total,
          scorePercent: Math.round((result.correct * 100) / result.total),
          passPercent: PASS_PERCENT,
          passed: result.passed,
          completedNow: result.completedNow,
          completed: result.completedNow || result.completedBefore,
          items,
          skills: result.skillChanges.map((c) => ({ ...skillOf(result.state, c.skillId), from: c.from })),
          xp: result.xp,
          newReviewCards,
        },
      };
    },
  });
}
