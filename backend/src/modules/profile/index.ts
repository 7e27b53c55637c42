// Profile: personal data, avatar and preferences of the signed-in person (issue 14).
import { preferencesProjection } from '@piboost/projections';
import { defineModule } from '../../platform/module';
import { avatarMigrations } from './avatar';
import { profileRoutes } from './routes';

export { profileService } from './service';

export const profileModule = defineModule({
  name: 'profile',
  migrations: avatarMigrations,
  projections: () => [preferencesProjection],
  // Two-factor state arrives with the account-security module; until then nobody has it enabled.
  routes: (runtime) => profileRoutes(runtime, { twoFactorEnabled: async () => false }),
});
