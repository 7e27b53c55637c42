// The back office's people: search, the person page, staff actions and the audit log.
import { auditProjection, timelineProjection, userSearchProjection } from '@piboost/projections';
import { openSealed } from '../../platform/crypto/vault';
import { defineModule } from '../../platform/module';
import { backofficeUsersRoutes } from './routes';

export const backofficeUsersModule = defineModule({
  name: 'backoffice-users',
  // The staff name search is the one read model that opens sealed fields (projections/src/users/search-projection.ts).
  // person_timeline: every event about a person, sealed fields sealed (projections/src/timeline).
  projections: ({ vault }) => [auditProjection, timelineProjection, userSearchProjection(openSealed(vault))],
  routes: (runtime) => backofficeUsersRoutes(runtime).routes,
});
