// The weekly report's e-mail (issue 15 item 4): once a week's final report is published, everyone
// Premium whose "weeklyReport" preference is on gets its figures and a link that turns the
// preference off without signing in. Written in the person's language (issue 26).
import { timingSafeEqual } from 'node:crypto';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { Runtime } from '../../platform/runtime';
import type { Report } from './build';
import { pctText, wordingOf } from './wording';
import type { ReportsHooks } from './hooks';

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

export function weeklyMailText(runtime: Runtime, r: Report, person: { userId: string; name: string | null }, locale: Locale = DEFAULT_LOCALE): string {
  const f = r.figures;
  const { title, headline } = wordingOf(r, locale);
  const coins = f.coins.filter((c) => c.changePct !== null).map((c) => `- ${c.name} (${c.symbol}): ${pctText(c.changePct!, locale)}`);
  return [
    t(locale, 'reports.mail.hello', { hasName: person.name ? 'yes' : 'no', name: person.name?.split(' ')[0] ?? '' }),
    '',
    t(locale, 'reports.mail.title', { title }),
    headline,
    r.simulated ? t(locale, 'reports.simulated') : '',
    '',
    ...(coins.length ? [t(locale, 'reports.mail.changes'), ...coins, ''] : []),
    t(locale, 'reports.mail.figures', { analyses: f.analyses.count, published: f.calls.published, scored: f.scored.count, hits: f.scored.hits }),
    '',
    t(locale, 'reports.mail.full', { url: `${runtime.config.publicUrl}/reports` }),
    '',
    t(locale, 'reports.mail.unsubscribe', { link: unsubscribeLink(runtime, person.userId) }),
    '',
    t(locale, 'reports.mail.signature'),
  ]
    .filter((l, i, all) => l !== '' || all[i - 1] !== '')
    .join('\n');
}

/** Mails the week's final report to each recipient once (the mail's id is the report's and the person's). */
export async function mailWeeklyReport(runtime: Runtime, hooks: ReportsHooks, report: Report): Promise<number> {
  if (report.kind !== 'weekly' || report.partial) return 0;
  const people = await hooks.weeklyRecipients();
  for (const person of people) {
    const locale = await recipientLocale(runtime.db, person.userId);
    await runtime.mailer.send({
      id: `weekly-report-${report.periodStart}-${person.userId}`,
      to: person.email,
      subjectId: person.userId,
      tag: 'weekly-report',
      reference: report.reportId,
      subject: t(locale, 'reports.mail.subject', { title: wordingOf(report, locale).title, simulated: report.simulated ? 'yes' : 'no' }),
      text: weeklyMailText(runtime, report, person, locale),
    });
  }
  return people.length;
}
