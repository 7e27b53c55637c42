import { describe } from 'vitest';
import { eventStoreContract } from './contract';

const url = process.env.KURRENTDB_URL;

// docker-compose provides a KurrentDB; without one the suite is reported as skipped.
describe.skipIf(!url)('KurrentDB adapter', () => {
  eventStoreContract('KurrentDB', async ({ catalogue }) => {
    const { KurrentDbEventStore } = await import('@piboost/backend/platform/event-store/kurrentdb');
    const store = new KurrentDbEventStore(url!, { upcast: catalogue });
    return { store, exactCount: false, dispose: () => store.close() };
  });
});
