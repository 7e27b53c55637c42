// Retrying a dead letter: the parked event applied again to the build that parked it, or handed
// to its subscriber again.
import type { Knex } from 'knex';
import type { EventStore } from '@piboost/events';
import { targetOf } from './build-writer';
import { loadDeadLetter, readParkedEvent, recordRetry } from './dead-letters';
import type { Projection } from './projection';
import type { Subscriber } from './subscriber';

export type RetryResult = { resolved: true } | { resolved: false; error: string };

/**
 * Applies a parked event again - to the build that parked it, or through the subscriber's handler.
 * It then lands after events that came later, so folds must tolerate that order.
 */
export async function retryDeadLetter(
  db: Knex,
  store: EventStore,
  id: number,
  registered: { subscriber(name: string): Subscriber | undefined; projection(name: string): Projection },
): Promise<RetryResult> {
  const letter = await loadDeadLetter(db, id);
  if (!letter) throw new Error(`mensagem morta ${id} não existe`);
  if (letter.resolvedAt) return { resolved: true };
  const event = await readParkedEvent(store, letter);
  let failure: unknown;
  if (letter.buildId === null) {
    const subscriber = registered.subscriber(letter.projection);
    if (!subscriber) throw new Error(`subscriber ${letter.projection} não está registrado neste processo`);
    try {
      await subscriber.handle([event]);
    } catch (error) {
      failure = error;
    }
    await recordRetry(db, id, { error: failure });
  } else {
    const projection = registered.projection(letter.projection);
    const buildId = letter.buildId;
    await db.transaction(async (trx) => {
      const build = await trx('projection_builds').where({ id: buildId }).forUpdate().first('status', 'version');
      if (!build || build.status === 'retired' || build.status === 'failed') {
        throw new Error(`o build ${buildId} de ${projection.name} não está mais em uso; o rebuild já reprocessou o evento`);
      }
      if (build.version !== projection.version) throw new Error(`o build ${buildId} é da versão ${build.version}, este código é da ${projection.version}`);
      try {
        await trx.transaction((savepoint) => projection.applyBatch([event], targetOf(projection, buildId, savepoint)));
      } catch (error) {
        failure = error;
      }
      await recordRetry(trx, id, { error: failure });
    });
  }
  if (failure === undefined) return { resolved: true };
  return { resolved: false, error: failure instanceof Error ? failure.message : String(failure) };
}
