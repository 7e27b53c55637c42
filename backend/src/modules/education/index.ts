// Education (issue 23): tracks of lessons with quizzes, versions published by staff, each person's
// progress and skill mastery as events, the spaced review (FSRS), XP and the "Estudante" achievements
// through gamification, and the back office's figures per lesson.
import { educationFiguresProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { publishSchedule, publishWorker } from './lessons';
import { educationRoutes } from './routes';

export const educationModule = defineModule({
  name: 'education',
  projections: () => [educationFiguresProjection],
  routes: educationRoutes,
  workers: [publishWorker],
  schedules: [publishSchedule],
});

/** The repository's lessons published as version 1 where they have none (idempotent). */
export { publishRepositoryLessons } from './lessons';
