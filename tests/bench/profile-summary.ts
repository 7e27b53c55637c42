// Sums a .cpuprofile's self time per function (name and file:line), heaviest first, with each
// one's share of the samples and of the samples that were not idle, and per package or source
// folder. Run: npx tsx tests/bench/profile-summary.ts <file.cpuprofile> [top=40] [requests]
// With `requests` (the run's count), it also prints µs per request.
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg, requestsArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top] [requests]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));

const where = (url: string) => {
  const dep = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dep) return dep[1]!;
  const own = /\/(backend|events|projections|tests)\/(?:src\/)?((?:[^/]+\/)?[^/]+)/.exec(url);
  if (own) return `${own[1]}/${own[2]}`;
  return url.startsWith('node:') ? url : url ? 'other' : '(native/V8)';
};

const fns = new Map<string, number>();
const pkgs = new Map<string, number>();
let total = 0;
let idle = 0;
for (const [id, us] of self) {
  const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
  total += us;
  if (functionName === '(idle)') idle += us;
  const short = url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(backend|events|projections|tests)\//, '$1/');
  const key = `${functionName || '(anonymous)'}  ${short}${url ? `:${lineNumber + 1}` : ''}`;
  fns.set(key, (fns.get(key) ?? 0) + us);
  const area = functionName.startsWith('(') ? functionName : where(url);
  pkgs.set(area, (pkgs.get(area) ?? 0) + us);
}
const busy = total - idle;
const requests = Number(requestsArg ?? 0);
const line = (us: number) =>
  `${((100 * us) / total).toFixed(1).padStart(5)}% all ${((100 * us) / busy).toFixed(1).padStart(5)}% busy${requests ? ` ${(us / requests).toFixed(1).padStart(6)} µs/req` : ''}`;
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled, ${((100 * idle) / total).toFixed(1)}% idle`);
for (const [k, us] of [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(`${line(us)}  [${k}]`);
console.log('--');
for (const [k, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, Number(topArg ?? 40))) console.log(`${line(us)}  ${k}`);
