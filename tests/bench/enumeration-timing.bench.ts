// No account enumeration by timing (issue 10): forgot-password took 19.7 ms for a known e-mail
// against 6.4 ms for an unknown one, and send-verification-code the reverse. Both now answer after
// the same work - read, count, queue a job that decides (modules/identity/mail-jobs.ts) - so the two
// medians should match. Each request goes through the real app over HTTP, known and unknown
// addresses alternating (each used once, each from its own client address, so no limit bites).
// Printed side by side; nothing is asserted (a busy machine would make a timing test flaky).
// Run: npx tsx tests/bench/enumeration-timing.bench.ts [requests=200]
import { randomUUID } from 'node:crypto';
import { AccountRegistered, EmailReserved, emailReservationStream, newEvent, userStream } from '@piboost/events';
import { listen, openBenchRuntime } from './http-load';
import { fmt, isMain, percentile } from './support';

const WARM_UP = 20;

export async function main(requests = 200): Promise<void> {
  const { database, runtime, app } = await openBenchRuntime();
  // Each request names its own client address, so per-IP limits never bite.
  const server = await listen(app({ trustProxy: true }).callback());
  let client = 0;
  const post = async (path: string, email: string): Promise<number> => {
    client++;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify({ email }),
    });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path}: ${res.status}`);
    return performance.now() - started;
  };

  /** An account as sign-up leaves it: the e-mail reserved and the account registered. */
  const account = async () => {
    const email = `conta-${randomUUID()}@exemplo.com.br`;
    const userId = randomUUID();
    const emailHash = runtime.keyedHash(email);
    await runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
    await runtime.events.append(userStream(userId), [
      newEvent(AccountRegistered, { userId, email, emailHash, name: 'Pessoa de Teste', role: 'user', provider: 'google', googleSubject: `g-${userId}`, emailVerifiedAt: new Date().toISOString() }),
    ]);
    return email;
  };

  try {
    const rows: string[][] = [];
    for (const path of ['/api/auth/forgot-password', '/api/auth/send-verification-code']) {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < WARM_UP + requests; i++) {
        const [k, u] = [await post(path, await account()), await post(path, `ninguem-${randomUUID()}@exemplo.com.br`)];
        if (i < WARM_UP) continue;
        known.push(k);
        unknown.push(u);
      }
      const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
      const p90 = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 90);
      rows.push([path, fmt(median(known), 2), fmt(median(unknown), 2), fmt(median(known) - median(unknown), 2), fmt(p90(known), 2), fmt(p90(unknown), 2)]);
    }
    console.log(`${requests} pedidos por caminho (após ${WARM_UP} de aquecimento), conta existente e e-mail sem conta alternados:`);
    const header = ['rota', 'mediana com conta (ms)', 'mediana sem conta (ms)', 'diferença (ms)', 'p90 com conta', 'p90 sem conta'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
    for (const line of [header, ...rows]) console.log(line.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
  } finally {
    await server.close();
    await runtime.close();
    await database.drop();
  }
}

if (isMain(import.meta.url)) {
  await main(Number(process.argv[2] ?? 200));
}
