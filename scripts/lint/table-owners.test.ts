import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { modules } from '../../backend/src/modules';
import { deriveOwners, ownersFile } from './derive-owners';

describe('table owners (the no-foreign-tables rule reads them)', () => {
  it('table-owners.js is what the migrations and read models say - regenerate with `npx tsx scripts/lint/derive-owners.ts --write`', async () => {
    expect(readFileSync(new URL('./table-owners.js', import.meta.url), 'utf8')).toBe(ownersFile(await deriveOwners()));
  });

  it("a module's name is its folder, which the rule reads the owner from", () => {
    const folders = readdirSync(new URL('../../backend/src/modules/', import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
    for (const m of modules) expect(folders).toContain(m.name);
  });
});
