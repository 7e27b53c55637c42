// The education module's HTTP surface, one handler per file in http/: the person's tracks, lessons,
// quiz attempts and review; the back office's lessons, versions and figures.
import type { RouteDefinition } from '../../platform/http';
import type { Runtime } from '../../platform/runtime';
import { figuresRoute } from './http/figures.handler';
import { lessonRoute, startLessonRoute } from './http/lesson.handler';
import { quizRoute } from './http/quiz.handler';
import { rateRoute, reviewRoute } from './http/review.handler';
import { publishVersionRoute, staffLessonRoute, staffLessonsRoute } from './http/staff.handler';
import { tracksRoute } from './http/tracks.handler';

export function educationRoutes(runtime: Runtime): RouteDefinition[] {
  return [
    tracksRoute(runtime),
    lessonRoute(runtime),
    startLessonRoute(runtime),
    quizRoute(runtime),
    reviewRoute(runtime),
    rateRoute(runtime),
    staffLessonsRoute(runtime),
    staffLessonRoute(runtime),
    publishVersionRoute(runtime),
    figuresRoute(runtime),
  ];
}
