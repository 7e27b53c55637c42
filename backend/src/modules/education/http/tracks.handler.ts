// GET /api/education/tracks - every track with the person's progress per lesson and their skill levels;
// a premium track without Premium shows its lessons' titles and summaries only (locked).
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { lessonsNow, loadLearning, reviewToday, trackAccess } from '../learning';
import { PASS_PERCENT, UNLOCKING_PLAN, tracks } from '../tracks';
import { tracksResponse } from './education.schema';
import { LEARNER_READ } from './shared';
import { lessonProgress, skillOf } from './views';

export function tracksRoute(runtime: Runtime) {
  return defineRoute({
    ...LEARNER_READ,
    path: '/api/education/tracks',
    summary: 'As trilhas de educação com o progresso da pessoa por lição e o nível de cada habilidade',
    response: tracksResponse,
    async handler(_ctx, { principal }) {
      const [state, lessons, open, review] = await Promise.all([loadLearning(runtime, principal.userId), lessonsNow(runtime), trackAccess(runtime, principal), reviewToday(runtime, principal)]);
      const views = tracks().map((track) => {
        const locked = !open(track.id);
        return {
          id: track.id,
          title: track.title,
          summary: track.summary,
          access: track.access,
          locked,
          unlockingPlan: track.access === 'premium' ? UNLOCKING_PLAN : null,
          lessons: track.lessons.map((l) => {
            const record = lessons.get(l.id);
            const text = record?.current.content ?? l;
            return { id: l.id, title: text.title, summary: text.summary, minutes: text.minutes, version: record?.current.version ?? null, locked, ...lessonProgress(state, l.id) };
          }),
          completedLessons: track.lessons.filter((l) => state.completed.has(l.id)).length,
          skills: track.skills.map((s) => skillOf(state, s.id)),
        };
      });
      return { success: true as const, data: { tracks: views, passPercent: PASS_PERCENT, reviewDueToday: review.due.length } };
    },
  });
}
