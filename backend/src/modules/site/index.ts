// The public site's live figures and settings.
import { defineModule } from '../../platform/module';
import { siteRoutes } from './routes';

export const siteModule = defineModule({
  name: 'site',
  routes: (runtime) => siteRoutes(runtime).routes,
});
