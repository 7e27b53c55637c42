// `npm run dev`: the API in watch mode and both front ends with hot reload, behind one address.
// http://localhost:3000 is the console's Vite server, which proxies /api to the API (3001) and
// /admin to the back office's Vite server (5174, HMR websocket included), as production serves
// all three from one origin. Ctrl-C or SIGTERM stops every child; if one dies, the rest stop too.
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

const CONSOLE_PORT = '3000';
const API_PORT = '3001';
/** How long children get to shut down cleanly before they are killed. */
const GRACE_MS = 10_000;

interface Task {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
}

const tasks: Task[] = [
  {
    name: 'api',
    command: bin('tsx'),
    args: ['watch', 'backend/src/main.ts'],
    cwd: root,
    // Links in e-mails and OAuth redirects must point at the address the browser uses.
    env: { PORT: API_PORT, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${CONSOLE_PORT}` },
  },
  { name: 'admin', command: bin('vite'), args: ['--host', '127.0.0.1'], cwd: join(root, 'admin'), env: { API_PORT } },
  {
    name: 'console',
    command: bin('vite'),
    args: ['--host', '127.0.0.1', '--port', CONSOLE_PORT, '--strictPort'],
    cwd: join(root, 'console'),
    env: { API_PORT },
  },
];

const width = Math.max(...tasks.map((t) => t.name.length));
const children = new Set<ChildProcess>();
let stopping = false;

const tag = (name: string) => `[${name.padEnd(width)}] `;

function prefix(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WritableStream) {
  createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => out.write(tag(name) + line + '\n'));
}

function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  process.exitCode = exitCode;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
  }, GRACE_MS).unref();
}

for (const task of tasks) {
  // stdin is not shared: Vite would otherwise bind its keyboard shortcuts to it.
  const child = spawn(task.command, task.args, {
    cwd: task.cwd,
    env: { ...process.env, ...task.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  prefix(task.name, child.stdout!, process.stdout);
  prefix(task.name, child.stderr!, process.stderr);
  child.on('error', (err) => {
    process.stderr.write(`${tag(task.name)}não iniciou: ${err.message}\n`);
    children.delete(child);
    stop(1);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(`${tag(task.name)}terminou (${signal ?? `código ${code}`}); encerrando os demais\n`);
      stop(code || 1);
    }
  });
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stop(0));
