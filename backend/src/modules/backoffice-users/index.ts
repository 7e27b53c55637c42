// The back office's people: search, the person page, staff actions and the audit log.
import { auditProjection, timelineProjection, userSearchProjection } from '@piboost/projections';
import type { PiiVault } from '../../platform/crypto/vault';
import { defineModule } from '../../platform/module';
import { backofficeUsersRoutes } from './routes';

/** The vault as the name-search read model uses it: one key lookup per batch, then each field. */
function openSealed(vault: PiiVault) {
  return async (fields: readonly { subjectId: string; envelope: string }[]) => {
    await vault.preload(fields.map((f) => f.subjectId));
    return Promise.all(fields.map((f) => vault.decryptField(f.envelope)));
  };
}

export const backofficeUsersModule = defineModule({
  name: 'backoffice-users',
  // The staff name search is the one read model that opens sealed fields (projections/src/users/search-projection.ts).
  // person_timeline: every event about a person, sealed fields sealed (projections/src/timeline).
  projections: ({ vault }) => [auditProjection, timelineProjection, userSearchProjection(openSealed(vault))],
  routes: (runtime) => backofficeUsersRoutes(runtime).routes,
});
