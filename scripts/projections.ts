// Operator CLI for read models: `npm run projections -- status | rebuild <name> | rebuild --all`.
import { openRuntime } from '@piboost/backend/platform/runtime';
import { modules } from '../backend/src/modules';
import { projectionsCli } from './lib/projections-cli';

const runtime = await openRuntime(modules);
const interrupt = new AbortController();
process.once('SIGINT', () => interrupt.abort());
process.once('SIGTERM', () => interrupt.abort());
try {
  process.exitCode = await projectionsCli(process.argv.slice(2), runtime, {
    out: (line) => console.log(line),
    progress: process.stderr,
    signal: interrupt.signal,
  });
} finally {
  await runtime.close();
}
