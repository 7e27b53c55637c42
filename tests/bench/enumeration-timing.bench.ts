// No account enumeration by timing (issues 10 and 20): sign-up's send-code, sign-in and
// forgot-password must answer after the same work whether or not the address has an account.
// Each request goes through the real app over HTTP, registered and unknown addresses alternating
// (each used once, each from its own client address, so no limit bites); sign-in tries a wrong
// password, as someone probing addresses would. Printed: both means, their difference and Welch's
// t-test p-value (a small p says the two paths are told apart). Nothing is asserted: a busy machine
// would make a timing test flaky.
// Run: npx tsx tests/bench/enumeration-timing.bench.ts [requests=200]
import { randomUUID } from 'node:crypto';
import { AccountRegistered, EmailReserved, emailReservationStream, newEvent, userStream } from '@piboost/events';
import { hashPassword } from '../../backend/src/modules/identity/password';
import { listen, openBenchRuntime } from './http-load';
import { fmt, isMain, meanAndVariance, percentile, welch } from './support';

const WARM_UP = 20;
const PASSWORD = 'Senha@Forte1';

const ROUTES = [
  { path: '/api/auth/send-verification-code', status: 200, body: (email: string) => ({ email }) },
  { path: '/api/auth/login', status: 401, body: (email: string) => ({ email, password: 'Errada@123', rememberMe: false }) },
  { path: '/api/auth/forgot-password', status: 200, body: (email: string) => ({ email }) },
];

export async function main(requests = 200): Promise<void> {
  const { database, runtime, app } = await openBenchRuntime();
  // Each request names its own client address, so per-IP limits never bite.
  const server = await listen(app({ trustProxy: true }).callback());
  let client = 0;
  const post = async (route: (typeof ROUTES)[number], email: string): Promise<number> => {
    client++;
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${server.port}${route.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.${(client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}` },
      body: JSON.stringify(route.body(email)),
    });
    await res.arrayBuffer();
    if (res.status !== route.status) throw new Error(`${route.path}: ${res.status}`);
    return performance.now() - started;
  };

  /** An account as sign-up leaves it: a code asked for the address, the e-mail reserved, the account registered with a password. */
  const passwordHash = await hashPassword(PASSWORD);
  const account = async () => {
    const email = `conta-${randomUUID()}@exemplo.com.br`;
    await post(ROUTES[0]!, email);
    const userId = randomUUID();
    const emailHash = runtime.keyedHash(email);
    await runtime.events.append(emailReservationStream(emailHash), [newEvent(EmailReserved, { userId, emailHash })], { expected: 'no_stream' });
    await runtime.events.append(userStream(userId), [
      newEvent(AccountRegistered, { userId, email, emailHash, name: 'Pessoa de Teste', role: 'user', provider: 'password', passwordHash, emailVerifiedAt: new Date().toISOString() }),
    ]);
    return email;
  };

  try {
    const rows: string[][] = [];
    for (const route of ROUTES) {
      const known: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < WARM_UP + requests; i++) {
        const [k, u] = [await post(route, await account()), await post(route, `ninguem-${randomUUID()}@exemplo.com.br`)];
        if (i < WARM_UP) continue;
        known.push(k);
        unknown.push(u);
      }
      const mean = (xs: number[]) => meanAndVariance(xs).mean;
      const median = (xs: number[]) => percentile([...xs].sort((a, b) => a - b), 50);
      const { p } = welch(known, unknown);
      rows.push([route.path, fmt(mean(known), 2), fmt(mean(unknown), 2), fmt(mean(known) - mean(unknown), 2), p.toExponential(1), fmt(median(known), 2), fmt(median(unknown), 2)]);
    }
    console.log(`${requests} pedidos por caminho (após ${WARM_UP} de aquecimento), conta existente e e-mail sem conta alternados:`);
    const header = ['rota', 'média com conta (ms)', 'média sem conta (ms)', 'diferença (ms)', 'p (Welch)', 'mediana com conta', 'mediana sem conta'];
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
