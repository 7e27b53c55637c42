// Moving the e2e server's one clock (runtime.now, a test-only hook: tests/e2e/server.ts) and running
// the jobs that are due by it - invoice expiries, subscription expiries, the reminders scan.
import type { Page } from '@playwright/test';
import { MAIL_HTTP_PORT } from './mail';

const post = async (path: string, body: object) => {
  const res = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
};

/** The server stands `offsetMs` after the machine's time (0 puts it back). */
export const moveClock = (offsetMs: number) => post('/clock', { offsetMs });

/** Billing's delayed jobs due by the moved clock run now; a fresh quote and a reminders scan are queued. */
export const runDueBillingJobs = () =>
  post('/run-due-jobs', {
    queues: ['billing-charges', 'billing-reminders'],
    add: [
      { queue: 'billing-quotes', name: 'refresh' },
      { queue: 'billing-reminders', name: 'scan' },
    ],
  });

/** A build of the reports now (their schedule runs every 30 minutes; an analysis also queues one). */
export const buildReports = () => post('/run-due-jobs', { queues: [], add: [{ queue: 'reports-build', name: 'build' }] });

/** The heading of a report on /reports. */
export const REPORT_HEADING = /^Relatório (semanal|mensal) de /;

/**
 * Builds the reports and opens /reports: whether a report is on screen. The page asks for its
 * reports after it loads, so the heading is waited for (a few seconds), not counted at once.
 */
export async function reportOnScreen(page: Page): Promise<boolean> {
  await buildReports();
  await page.goto('/reports');
  return page
    .getByRole('heading', { name: REPORT_HEADING })
    .first()
    .waitFor({ timeout: 10_000 })
    .then(
      () => true,
      () => false,
    );
}
