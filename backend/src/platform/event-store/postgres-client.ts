// The event store's use of its pool: a checked-out connection per statement, kept or dropped by
// whether an error came from the database, and rows streamed as they are decoded.
import pg from 'pg';

export function isDatabaseError(error: unknown): error is pg.DatabaseError {
  return error instanceof pg.DatabaseError;
}

/**
 * A checked-out connection, not pool.query: pg-pool destroys the connection behind any error of
 * pool.query, and a duplicate id (answered by the database as an error) is routine here. The
 * connection stays when the error came from the database (the statement ended, the session is sound).
 */
export async function onPooledClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  // pg-pool listens for a client's errors only while it is idle: a connection lost while checked
  // out (a database restart) errors the statement and is then emitted on the client, where an
  // unheard 'error' would crash the process.
  const lost = (error: Error) => (broken = error);
  client.on('error', lost);
  try {
    return await work(client);
  } catch (error) {
    if (!isDatabaseError(error)) broken ??= error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.removeListener('error', lost);
    client.release(broken);
  }
}

/**
 * Runs a statement on a connection of the pool, handing each row (as an array) to `onRow` as it is
 * decoded; pool.query would collect them all first. A row handler that throws fails the read; the
 * connection is kept or dropped as in onPooledClient.
 */
export async function streamRows<Row>(pool: pg.Pool, text: string, values: unknown[], onRow: (row: Row) => void): Promise<void> {
  let failure: unknown;
  await onPooledClient(
    pool,
    (client) =>
      new Promise<void>((resolve, reject) => {
        const config: pg.QueryArrayConfig = { text, values, rowMode: 'array' };
        const query = new pg.Query(config as pg.QueryConfig);
        query.on('row', (row: Row) => {
          if (failure !== undefined) return;
          try {
            onRow(row);
          } catch (error) {
            failure = error;
          }
        });
        query.on('end', () => resolve());
        query.on('error', reject);
        client.query(query);
      }),
  );
  if (failure !== undefined) throw failure;
}
