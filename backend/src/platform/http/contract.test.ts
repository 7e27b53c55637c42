// One API contract for three clients (issue 22 item 5): every route of every module declares its
// answer - a zod schema for JSON, fileResponse(...) for a download, noContent for none - so the API
// reference, the console and the back office know every body.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openHarness, type AppHarness } from '../../../../tests/support/app';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
});
afterAll(() => h.close());

it('every route declares its response schema', () => {
  const missing = h.runtime.modules.flatMap((m) => (m.routes?.(h.runtime) ?? []).filter((r) => !r.response).map((r) => `${m.name}: ${r.method} ${r.path}`));
  expect(missing).toEqual([]);
});
