// Community (issue 24): rooms, threads, replies, reactions, best answers, reports - the write path
// with its rate limits and holds, the read models and the read routes. The moderation commands and
// admin routes, notifications, XP and the copy of one's data are added beside.
import { communityProjection, communitySearchProjection } from '@piboost/projections';
import { openSealed } from '../../platform/crypto/vault';
import { defineModule } from '../../platform/module';
import { communityMigrations } from './migrations';
import { moderationParts } from './moderation/parts';
import { communityRoutes } from './routes';

/** The person's community data for the copy of one's data (privacy's copy.ts). */
export { communityDataOf, type CommunityData } from './copy';

export const communityModule = defineModule({
  name: 'community',
  migrations: communityMigrations,
  // community_search opens titles and bodies to search them (projections/src/community/search-projection.ts).
  projections: ({ vault }) => [communityProjection, communitySearchProjection(openSealed(vault)), ...moderationParts.projections],
  routes: (runtime) => [...communityRoutes(runtime).routes, ...moderationParts.routes(runtime)],
  reactors: (runtime) => [...moderationParts.reactors(runtime)],
  workers: [...moderationParts.workers],
  schedules: [...moderationParts.schedules],
});

/** The built-in rooms, opened once per process (idempotent): moderation and admin routes call it too. */
export { BUILT_IN_ROOMS, ensureRooms } from './rooms';
/** The deciders' state of a thread and of a member (moderation decides on the same folds). */
export { foldMember, foldThread, type MemberState, type ThreadState } from './decide';
export { DISCLAIMER } from './http/views';
