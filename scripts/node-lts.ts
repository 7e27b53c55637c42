// `npm run test:node-lts`: the backend's representative suites on the current Node LTS, while the
// project itself keeps running on Node 20.19+. The LTS binary comes from the npm registry (the
// `node-<platform>-<arch>` packages that `node@24` installs) through `npm pack`, so CI reaches
// nothing but the registry; it is cached outside node_modules, which `npm ci` wipes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** package.json's `config.nodeLts`: the Active LTS (November 2026), whose major the Dockerfile's base image names too. */
const NODE_LTS_VERSION = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { config: { nodeLts: string } }).config.nodeLts;

/**
 * A few minutes on CI, not the whole unit suite: the event store contract (PostgreSQL, and the
 * KurrentDB append retry against its gRPC protocol), the projection engine, the platform (HTTP, jobs,
 * crypto with the native argon2, mail, i18n) and the command path (deciders, and identity's write
 * path on the real database). The billing write path and the long projection-engine drills stay on
 * Node 20 only: together they took six minutes here.
 */
const NODE_LTS_SUITES = [
  'tests/event-store',
  'projections/src/engine',
  'backend/src/platform',
  'backend/src/modules/identity/write-path.test.ts',
  'backend/src/modules/gamification/decide.test.ts',
  'backend/src/modules/billing/decide.test.ts',
];

function run(command: string, args: string[], cwd = root): number {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

/** The cached node binary, fetched and unpacked on first use. */
function ltsNode(version = NODE_LTS_VERSION): string {
  const cacheRoot = process.env.NODE_LTS_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'piboost');
  const target = path.join(cacheRoot, `node-v${version}-${process.platform}-${process.arch}`);
  const binary = path.join(target, 'bin', 'node');
  if (existsSync(binary)) return binary;
  mkdirSync(cacheRoot, { recursive: true });
  const scratch = mkdtempSync(path.join(cacheRoot, '.fetch-'));
  try {
    const pkg = `node-${process.platform}-${process.arch}@${version}`;
    if (run('npm', ['pack', pkg, '--silent', '--pack-destination', scratch], scratch) !== 0) throw new Error(`npm pack ${pkg} failed`);
    const tarball = `node-${process.platform}-${process.arch}-${version}.tgz`;
    if (run('tar', ['-xzf', tarball, 'package/bin/node'], scratch) !== 0) throw new Error(`could not unpack ${tarball}`);
    // Renamed into place whole, so an interrupted fetch never leaves a half-written binary behind.
    renameSync(path.join(scratch, 'package'), target);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return binary;
}

const node = ltsNode();
const started = performance.now();
const status = run(node, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'node', ...NODE_LTS_SUITES]);
console.log(`Node ${NODE_LTS_VERSION} (${node}): ${((performance.now() - started) / 1000).toFixed(0)} s, exit ${status}`);
process.exit(status);
