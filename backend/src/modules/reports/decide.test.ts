// The reports' rules as specifications: given a period's publications, when the job publishes its
// figures again, then a new publication or nothing.
import { randomUUID } from 'node:crypto';
import { describe, it } from 'vitest';
import { ReportPublished, newEvent, type NewEvent, type RecordedEvent } from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import { lastReport, publishReport, recordDownload, type Report } from './decide';

const figures: Report['figures'] = { coins: [], analyses: { count: 1, bullish: 1, bearish: 0, neutral: 0, items: [] }, calls: { published: 0, up: 0, down: 0, flat: 0 }, scored: { count: 0, hits: 0, hitRatePct: null } };
const report = (partial: boolean, changed = false): Report => ({
  reportId: randomUUID(),
  kind: 'weekly',
  periodStart: '2026-03-09',
  periodEnd: '2026-03-15',
  partial,
  generatedAt: '2026-03-12T12:00:00.000Z',
  title: 'Relatório semanal',
  headline: 'Uma análise publicada.',
  simulated: true,
  source: 'simulação',
  figures: changed ? { ...figures, analyses: { ...figures.analyses, count: 2, bullish: 2 } } : figures,
});
const published = (r: Report) => newEvent(ReportPublished, r);
const publishing = decider((history: readonly NewEvent[]) => lastReport(history as unknown as RecordedEvent[]), publishReport);

describe('publishReport', () => {
  it('publishes a period’s first report, partial or final', () => {
    publishing.given().when({ report: report(true) }).then({ type: 'ReportPublished', data: { partial: true } });
    publishing.given().when({ report: report(false) }).then({ type: 'ReportPublished', data: { partial: false } });
  });
  it('republishes a partial report only when its figures changed or it became final', () => {
    publishing.given(published(report(true))).when({ report: report(true) }).thenNothing();
    publishing.given(published(report(true))).when({ report: report(true, true) }).then({ type: 'ReportPublished', data: { figures: { analyses: { count: 2 } } } });
    publishing.given(published(report(true))).when({ report: report(false) }).then({ type: 'ReportPublished', data: { partial: false } });
  });
  it('never replaces a final report', () => {
    publishing.given(published(report(false))).when({ report: report(false, true) }).thenNothing();
    publishing.given(published(report(true)), published(report(false))).when({ report: report(true, true) }).thenNothing();
  });
});

describe('recordDownload', () => {
  it('records every download', () => {
    const download = { userId: randomUUID(), reportId: randomUUID(), kind: 'weekly' as const, periodStart: '2026-03-09', format: 'pdf' as const };
    decider((): null => null, recordDownload).given().when(download).then({ type: 'ReportDownloaded', data: download });
  });
});
