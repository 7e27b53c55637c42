// Content (issue 15): the AI's crypto articles with editorial control, the public blog with search,
// views and likes (DECISIONS 12, 14; product-spec §2, §3, §8, §9).
import { blogProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { contentSchedules, contentWorkers } from './jobs';
import { contentMigrations } from './migrations';
import { blogPages, contentRoutes } from './routes';
import { isArticlesRequest, simulatedArticlesAnswer } from './simulated';

export const contentModule = defineModule({
  name: 'content',
  migrations: contentMigrations,
  projections: () => [blogProjection],
  routes: contentRoutes,
  pages: blogPages,
  workers: contentWorkers,
  schedules: contentSchedules,
});

/** The local simulated analyst's articles writer (DECISIONS 20), for the AI simulator. */
export const contentSimulator = { handles: isArticlesRequest, answer: simulatedArticlesAnswer };

/** What the blog holds about one person (likes, articles read), for the copy of one's data. */
export { blogActivityOf } from './queries';
/** The community's thread about an article: its id, slug and title. */
export { articleSubject } from './subject';
