// Community (issue 24): rooms, threads, replies, reactions, best answers, reports; the moderation
// commands and admin routes are added beside (docs: prompts' community contract).
import { defineModule } from '../../platform/module';
import { moderationParts } from './moderation/parts';

/** The person's community data for the copy of one's data (privacy's copy.ts). */
export { communityDataOf, type CommunityData } from './copy';

export const communityModule = defineModule({
  name: 'community',
  projections: () => [...moderationParts.projections],
  routes: (runtime) => [...moderationParts.routes(runtime)],
  reactors: (runtime) => [...moderationParts.reactors(runtime)],
  workers: [...moderationParts.workers],
  schedules: [...moderationParts.schedules],
});
