// The weekly report's e-mail (issue 15 item 4): once a week's final report is published, everyone
// Premium whose "weeklyReport" preference is on gets its figures and a link that turns the
// preference off without signing in.
import { timingSafeEqual } from 'node:crypto';
import type { Runtime } from '../../platform/runtime';
import type { Report } from './build';
import type { ReportsHooks } from './hooks';
import { pctText } from './build';

/** The console page of the cancellation link (console/src/config/paths.ts reportsCancel). */
export const UNSUBSCRIBE_PATH = '/reports/cancelar';

/** The cancellation link's token: one per person, for good (like the newsletter's). */
export const unsubscribeToken = (runtime: Runtime, userId: string) => runtime.keyedHash(`weekly-report-unsubscribe:${userId}`);

export function validUnsubscribe(runtime: Runtime, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(runtime, userId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function unsubscribeLink(runtime: Runtime, userId: string): string {
  return `${runtime.config.publicUrl}${UNSUBSCRIBE_PATH}?u=${userId}&t=${unsubscribeToken(runtime, userId)}`;
}

export function weeklyMailText(runtime: Runtime, r: Report, person: { userId: string; name: string | null }): string {
  const f = r.figures;
  const coins = f.coins.filter((c) => c.changePct !== null).map((c) => `- ${c.name} (${c.symbol}): ${pctText(c.changePct!)}`);
  return [
    `Olá${person.name ? `, ${person.name.split(' ')[0]}` : ''}!`,
    '',
    `${r.title}.`,
    r.headline,
    r.simulated ? 'Simulação local: cotações do simulador de mercado, sem provedor real.' : '',
    '',
    ...(coins.length ? ['Variação no período:', ...coins, ''] : []),
    `Análises publicadas: ${f.analyses.count}. Chamadas publicadas: ${f.calls.published}. Chamadas pontuadas: ${f.scored.count} (${f.scored.hits} certas).`,
    '',
    `O relatório completo, com PDF, Excel e CSV, está em ${runtime.config.publicUrl}/reports`,
    '',
    `Não quer mais receber o relatório semanal? Cancele aqui: ${unsubscribeLink(runtime, person.userId)}`,
    '',
    'Equipe π Boost',
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}

/** Mails the week's final report to each recipient once (the mail's id is the report's and the person's). */
export async function mailWeeklyReport(runtime: Runtime, hooks: ReportsHooks, report: Report): Promise<number> {
  if (report.kind !== 'weekly' || report.partial) return 0;
  const people = await hooks.weeklyRecipients();
  for (const person of people) {
    await runtime.mailer.send({
      id: `weekly-report-${report.periodStart}-${person.userId}`,
      to: person.email,
      subjectId: person.userId,
      tag: 'weekly-report',
      reference: report.reportId,
      subject: `${report.title} - π Boost${report.simulated ? ' (Simulação local)' : ''}`,
      text: weeklyMailText(runtime, report, person),
    });
  }
  return people.length;
}
