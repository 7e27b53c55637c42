// Playwright's test with one client address per test: the e2e server trusts X-Forwarded-For
// (TRUST_PROXY), so per-IP rate limits see each test as a different person instead of the whole
// suite as one.
import { test as base } from '@playwright/test';

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    let n = 0;
    for (const c of testInfo.testId) n = (n * 31 + c.charCodeAt(0)) % 62_500;
    // A test that names its own address (`test.use`) keeps it: the dev panel answers loopback only.
    await use({ 'X-Forwarded-For': `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`, ...extraHTTPHeaders });
  },
});

export { expect } from '@playwright/test';
