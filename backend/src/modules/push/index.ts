// Web Push (issue 25 item 3): browsers subscribed per person (sealed in push-<userId>), the kinds of
// notification each person turned on (all off by default), and the jobs that send price alerts,
// streak-at-risk reminders (20:00 São Paulo) and league results to them. E-mail stays as it is.
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { pushSchedules, pushWorkers } from './jobs';
import { pushMigrations } from './migrations';
import { pushReactors } from './reactors';
import { pushRoutes } from './routes';
import { deliveriesOf } from './sender';
import { loadPush } from './service';

export const pushModule = defineModule({
  name: 'push',
  migrations: pushMigrations,
  routes: pushRoutes,
  reactors: pushReactors,
  workers: pushWorkers,
  schedules: pushSchedules,
});

export { PUSH_QUEUE } from './jobs';
export { forgetDeliveries } from './sender';

/** For the copy of the person's data (privacy): the browsers, the kinds chosen and what was sent. */
export async function pushDataOf(runtime: Runtime, userId: string) {
  const [{ state }, deliveries] = await Promise.all([loadPush(runtime, userId), deliveriesOf(runtime, userId)]);
  return { topics: { ...state.topics }, devices: [...state.devices.values()].map((d) => ({ device: d.device, endpoint: d.endpoint, since: d.since })), deliveries };
}
