import pg from 'pg';

/** Shares one LISTEN connection among the subscriptions of a store; the wake-ups are hints only. */
export class Wakeups {
  private client: pg.Client | null = null;
  private connecting: Promise<void> | null = null;
  private users = 0;
  private closed = false;
  private readonly waiters = new Set<() => void>();
  generation = 0;

  constructor(private readonly config: pg.ClientConfig) {}

  async acquire(): Promise<void> {
    this.users++;
    await this.listen();
  }

  async release(): Promise<void> {
    this.users--;
    if (this.users === 0) await this.disconnect();
  }

  /** Resolves on a wake-up newer than `seen`, after `ms`, or on abort, whichever comes first. */
  wait(seen: number, ms: number, signal: AbortSignal): Promise<void> {
    if (this.generation !== seen || signal.aborted) return Promise.resolve();
    if (!this.client) void this.listen();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      signal.addEventListener('abort', done, { once: true });
      this.waiters.add(done);
    });
  }

  wakeAll(): void {
    this.generation++;
    for (const wake of [...this.waiters]) wake();
  }

  private listen(): Promise<void> {
    if (this.client || this.users === 0 || this.closed) return Promise.resolve();
    this.connecting ??= (async () => {
      const client = new pg.Client({ ...this.config, application_name: 'piboost-event-store-listen' });
      // A lost listener only slows subscriptions down to the poll interval; the next wait reconnects.
      client.on('error', () => {
        if (this.client === client) this.client = null;
        void client.end().catch(() => {});
      });
      client.on('notification', () => this.wakeAll());
      try {
        await client.connect();
        await client.query('LISTEN es_events');
        this.client = client;
        // Rows committed while we were connecting are found by the read that follows.
        this.wakeAll();
        if (this.users === 0 || this.closed) await this.disconnect();
      } catch {
        await client.end().catch(() => {});
      } finally {
        this.connecting = null;
      }
    })();
    return this.connecting;
  }

  private async disconnect(): Promise<void> {
    const client = this.client;
    this.client = null;
    if (client) await client.end().catch(() => {});
  }

  /** Running subscriptions see the store closed when woken, and end. */
  async close(): Promise<void> {
    this.closed = true;
    await this.connecting;
    await this.disconnect();
    this.wakeAll();
  }
}
