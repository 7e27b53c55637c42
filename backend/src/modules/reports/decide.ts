// The reports' pure decisions: a period's report published when its figures changed or it became
// final (never after it is final), and a download recorded before the first byte leaves (taking data
// out is audited, like staff exports; no rule reads the person's earlier downloads).
import { isDeepStrictEqual } from 'node:util';
import { ReportDownloaded, ReportPublished, isEvent, newEvent, type DataOf, type NewEvent, type RecordedEvent } from '@piboost/events';

export type Report = DataOf<typeof ReportPublished>;

/** The period's last published report (stream report-<kind>-<start>), null before the first. */
export const lastReport = (history: readonly RecordedEvent[]): Report | null => history.reduce<Report | null>((last, e) => (isEvent(e, ReportPublished) ? e.data : last), null);

/** A new publication when the last is partial and the new one is final or its figures changed. */
export function publishReport(last: Report | null, command: { report: Report }): { events: NewEvent[] } {
  const { report } = command;
  if (last && !last.partial) return { events: [] };
  if (last && last.partial === report.partial && isDeepStrictEqual(last.figures, report.figures)) return { events: [] };
  return { events: [newEvent(ReportPublished, report)] };
}

export function recordDownload(_state: null, command: DataOf<typeof ReportDownloaded>): { events: NewEvent[] } {
  return { events: [newEvent(ReportDownloaded, command)] };
}
