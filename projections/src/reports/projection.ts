// premium_reports: one row per report period (weekly or monthly), the last ReportPublished of its
// stream - a partial report is replaced while its period runs, then by the final one.
import { ReportPublished, isEvent, type RecordedEvent } from '@piboost/events';
import type { Projection, ProjectionTarget } from '../engine/projection';

interface Row {
  kind: string;
  period_start: string;
  period_end: string;
  report_id: string;
  partial: boolean;
  generated_at: string;
  data: string;
}

export function foldReports(events: readonly RecordedEvent[]): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const e of events) {
    if (!isEvent(e, ReportPublished)) continue;
    const d = e.data;
    rows.set(`${d.kind}|${d.periodStart}`, {
      kind: d.kind,
      period_start: d.periodStart,
      period_end: d.periodEnd,
      report_id: d.reportId,
      partial: d.partial,
      generated_at: d.generatedAt,
      data: JSON.stringify(d),
    });
  }
  return rows;
}

export const reportsProjection: Projection = {
  name: 'premium_reports',
  version: 1,
  eventTypes: [ReportPublished.type],
  tables: ['premium_reports'],
  async createTables(db, table) {
    await db.raw(`
      CREATE TABLE ${table('premium_reports')} (
        kind text NOT NULL,
        period_start text NOT NULL,
        period_end text NOT NULL,
        report_id uuid NOT NULL,
        partial boolean NOT NULL,
        generated_at timestamptz NOT NULL,
        data jsonb NOT NULL,
        PRIMARY KEY (kind, period_start)
      );
      CREATE INDEX ON ${table('premium_reports')} (period_start DESC);`);
  },
  async applyBatch(events: readonly RecordedEvent[], { trx, table }: ProjectionTarget) {
    const rows = [...foldReports(events).values()];
    if (rows.length) await trx(table('premium_reports')).insert(rows).onConflict(['kind', 'period_start']).merge();
  },
};
