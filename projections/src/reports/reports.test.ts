import { describe, expect, it } from 'vitest';
import { ReportDownloaded, ReportPublished, newEvent, type DataOf } from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { reportsProjection } from './projection';

const r1 = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const r2 = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const r3 = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const r4 = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const ana = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';

const { db: database, project } = projectionTestDb(reportsProjection);

const report = (reportId: string, kind: 'weekly' | 'monthly', periodStart: string, periodEnd: string, partial: boolean, analyses: number): DataOf<typeof ReportPublished> => ({
  reportId,
  kind,
  periodStart,
  periodEnd,
  partial,
  generatedAt: '2026-11-18T15:00:00.000Z',
  title: `Relatório ${kind}`,
  headline: `${analyses} análises publicadas.`,
  simulated: true,
  source: 'simulador-local',
  figures: {
    coins: [],
    analyses: { count: analyses, bullish: analyses, bearish: 0, neutral: 0, items: [] },
    calls: { published: 0, up: 0, down: 0, flat: 0 },
    scored: { count: 0, hits: 0, hitRatePct: null },
  },
});

// The week of 16/11 is published partial twice, then final; November stays partial; a download changes nothing.
const story = asRecorded([
  at('2026-11-18T15:00:00Z', newEvent(ReportPublished, report(r1, 'weekly', '2026-11-16', '2026-11-22', true, 1)), newEvent(ReportPublished, report(r2, 'monthly', '2026-11-01', '2026-11-30', true, 4))),
  at('2026-11-20T15:00:00Z', newEvent(ReportPublished, report(r3, 'weekly', '2026-11-16', '2026-11-22', true, 2))),
  at('2026-11-23T03:30:00Z', newEvent(ReportPublished, report(r4, 'weekly', '2026-11-16', '2026-11-22', false, 3)), newEvent(ReportDownloaded, { userId: ana, reportId: r4, kind: 'weekly', periodStart: '2026-11-16', format: 'pdf' })),
]);

async function rows(table: (logical: string) => string) {
  const { rows } = await database().raw<{ rows: Record<string, unknown>[] }>('SELECT kind, period_start, period_end, report_id, partial, data FROM ?? ORDER BY kind, period_start', [table('premium_reports')]);
  return rows.map(({ data, ...r }) => ({ ...r, analyses: (data as DataOf<typeof ReportPublished>).figures.analyses.count }));
}

describe('premium_reports projection', () => {
  it('keeps the last publication of each period', async () => {
    expect(await rows(await project(story))).toEqual([
      { kind: 'monthly', period_start: '2026-11-01', period_end: '2026-11-30', report_id: r2, partial: true, analyses: 4 },
      { kind: 'weekly', period_start: '2026-11-16', period_end: '2026-11-22', report_id: r4, partial: false, analyses: 3 },
    ]);
  });

  it('ends with the same rows whatever the batch size', async () => {
    const whole = await rows(await project(story));
    for (const size of [1, 2, 3]) expect(await rows(await project(story, size))).toEqual(whole);
  });
});
