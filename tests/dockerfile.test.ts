// The image is built where a Docker engine runs, not here: this reads the Dockerfile as Docker would
// (stages, instructions) and checks what the runtime image may contain.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Stage {
  name: string;
  from: string;
  instructions: { op: string; args: string }[];
}

function stages(dockerfile: string): Stage[] {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: Stage[] = [];
  for (const line of lines) {
    const [op, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (op!.toUpperCase() === 'FROM') {
      const [from, , name] = rest;
      out.push({ name: name ?? from!, from: from!, instructions: [] });
    } else out.at(-1)!.instructions.push({ op: op!.toUpperCase(), args });
  }
  return out;
}

const all = stages(readFileSync(new URL('../Dockerfile', import.meta.url), 'utf8'));
const byName = new Map(all.map((s) => [s.name, s]));
const runtime = all.at(-1)!;

/** The stage and every stage it is built FROM. */
const lineage = (stage: Stage): Stage[] => (byName.has(stage.from) ? [stage, ...lineage(byName.get(stage.from)!)] : [stage]);

describe('the Dockerfile', () => {
  it('runs the current Node LTS, the one CI runs the backend suites on, while npm start keeps Node 20.19+', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
      config: { nodeLts: string };
      scripts: Record<string, string>;
    };
    const major = manifest.config.nodeLts.split('.')[0];
    expect(major).toBe('24');
    expect(all.map((s) => s.from).filter((from) => from.startsWith('node:'))).toEqual([`node:${major}-bookworm-slim`]);
    expect(manifest.scripts.test).toContain('npm run test:node-lts');
    expect(manifest.engines.node).toBe('>=20.19');
  });

  it('ends with a runtime stage that installs nothing with dev dependencies', () => {
    expect(runtime.name).toBe('runtime');
    for (const stage of lineage(runtime)) {
      for (const { op, args } of stage.instructions) if (op === 'RUN') expect(args, stage.name).not.toMatch(/npm (ci|install)/);
    }
  });

  it('takes node_modules only from a stage that installs the runtime dependencies', () => {
    const copies = runtime.instructions.filter((i) => i.op === 'COPY' && i.args.includes('node_modules'));
    expect(copies).toHaveLength(1);
    const source = /--from=(\S+)/.exec(copies[0]!.args)![1]!;
    const installs = lineage(byName.get(source)!).flatMap((s) => s.instructions.filter((i) => i.op === 'RUN' && /npm ci/.test(i.args)));
    expect(installs.map((i) => i.args)).toEqual([expect.stringMatching(/npm ci --omit=dev --workspace @piboost\/backend --include-workspace-root/)]);
  });

  it('ships the sources the server runs and the two compiled front ends, not the build tooling', () => {
    const copied = runtime.instructions.filter((i) => i.op === 'COPY').map((i) => i.args);
    for (const needed of ['backend/src', 'events/src', 'projections/src', 'scripts', '/app/console/dist', '/app/admin/dist']) {
      expect(copied.some((c) => c.includes(needed)), needed).toBe(true);
    }
    expect(copied.some((c) => /^(--chown=\S+ )?\. /.test(c)), 'COPY . copies everything').toBe(false);
    expect(copied.some((c) => /(console|admin)\/src/.test(c))).toBe(false);
  });

  it('declares every workspace package the backend imports, so the runtime install links them', () => {
    const backend = JSON.parse(readFileSync(new URL('../backend/package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    const projections = JSON.parse(readFileSync(new URL('../projections/package.json', import.meta.url), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(backend.dependencies)).toEqual(expect.arrayContaining(['@piboost/events', '@piboost/projections']));
    expect(Object.keys(projections.dependencies)).toContain('@piboost/events');
  });

  it('starts the server with the same Node flags as `npm start` (issue 28 item 6)', () => {
    const cmd = runtime.instructions.find((i) => i.op === 'CMD')!;
    const imageCommand = (JSON.parse(cmd.args) as string[]).join(' ');
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };
    const npmStart = pkg.scripts.start!.split('&&').at(-1)!.trim();
    expect(npmStart).toBe(imageCommand);
  });
});
