// The billing module (the module contract, platform/module.ts): the survey and its trial today;
// plans, checkout and subscriptions grow here. Other modules and the console use its public API
// below, never its files.
import { defineModule } from '../../platform/module';
import { billingRoutes } from './routes';

export const billing = defineModule({
  name: 'billing',
  routes: billingRoutes,
});
