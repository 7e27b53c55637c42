// One published premium report as another module names it (the community's thread about it):
// `<kind>-<periodStart>` (weekly-2026-11-16, the report page's own address) or its report id,
// answered with the `<kind>-<periodStart>` id and its title; null when none is published.
import type { Runtime } from '../../platform/runtime';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function reportSubject(runtime: Pick<Runtime, 'db'>, key: string): Promise<{ id: string; kind: string; periodStart: string; title: string } | null> {
  const period = /^(weekly|monthly)-(\d{4}-\d{2}-\d{2})$/.exec(key);
  if (!period && !UUID.test(key)) return null;
  const q = runtime.db('premium_reports');
  const row = await (period ? q.where({ kind: period[1], period_start: period[2] }) : q.where({ report_id: key })).first<{ kind: string; period_start: string; title: string } | undefined>(
    'kind',
    'period_start',
    runtime.db.raw(`data->>'title' AS title`),
  );
  return row ? { id: `${row.kind}-${row.period_start}`, kind: row.kind, periodStart: row.period_start, title: row.title } : null;
}
