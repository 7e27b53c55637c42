// The crypto tax helper (issue 23): the person's trades (sealed, in tax-<userId>), the monthly IR the
// engine (engine/) computes from them, its CSV and PDF, the CSV import and the DARF reminder mail.
import { defineModule } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { taxReactors, taxWorkers } from './reminders';
import { taxRoutes } from './routes';
import { loadTax, tradesIn } from './service';

export const taxModule = defineModule({
  name: 'tax',
  routes: taxRoutes,
  reactors: taxReactors,
  workers: taxWorkers,
});

/** For the copy of the person's data (privacy): their trades, opened, and the reminders they asked for. */
export async function taxDataOf(runtime: Runtime, userId: string) {
  const { state } = await loadTax(runtime, userId);
  return { trades: tradesIn(state), reminders: [...state.reminders].map(([month, daysBefore]) => ({ month, daysBefore })) };
}
