// The community's daily e-mail digest (issue 24 item 4): once a day (08:00 in São Paulo) everyone who
// turned on "Resumo diário da comunidade por e-mail" (off by default) - and has not turned off
// "Notificações por email" - and has unread replies or mentions from the last 24 hours gets one mail
// listing them. One mail per person per São Paulo day: its id is the day's and the person's, so a
// second run of the day (a retry, two workers) sends nothing more. The template `community-digest`
// is governed by the preference in the mailer too (platform/mail/templates.ts). Written in the
// person's language (issue 26); thread titles and names stay as people wrote them.
import { saoPauloDay } from '@piboost/events';
import { DEFAULT_LOCALE, type Locale } from '@piboost/events/i18n';
import { t } from '../../platform/i18n';
import { recipientLocale } from '../../platform/mail/locale';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { contactOf } from '../identity';
import { communityDigestRecipients } from '../profile';
import { REMOVED_PERSON, digestCandidates, digestItems, type NotificationItem } from './moderation/queries';

export const COMMUNITY_DIGEST_QUEUE = 'community-digest';
const WINDOW_MS = 24 * 3600_000;

export const digestMailId = (day: string, userId: string) => `community-digest-${day}-${userId}`;

function line(item: NotificationItem, locale: Locale): string {
  // An erased (or unknown) author is named by the read model in pt-BR: named again in the reader's language.
  const who = item.actorName === REMOVED_PERSON ? t(locale, 'community.digest.removedPerson') : (item.actorName ?? t(locale, 'community.digest.someone'));
  const values = { who, title: item.threadTitle };
  return item.kind === 'mention' ? t(locale, 'community.digest.mention', values) : t(locale, 'community.digest.reply', values);
}

export function digestText(runtime: Runtime, name: string | null, items: readonly NotificationItem[], locale: Locale = DEFAULT_LOCALE): string {
  const site = runtime.config.publicUrl;
  const threads = [...new Map(items.map((i) => [i.threadId, i.threadTitle])).entries()];
  return t(locale, 'community.digest.text', {
    hasName: name ? 'yes' : 'no',
    name: name?.split(' ')[0] ?? '',
    count: items.length,
    items: items.map((item) => line(item, locale)).join('\n'),
    threads: threads.map(([id, title]) => `- ${title}: ${site}/community/t/${id}`).join('\n'),
    site,
  });
}

/** Sends the day's digests; answers how many people got one (or had it already). */
export async function sendCommunityDigests(runtime: Runtime): Promise<number> {
  const now = runtime.now();
  const day = saoPauloDay(now);
  const from = new Date(now.getTime() - WINDOW_MS);
  const people = await communityDigestRecipients(runtime, await digestCandidates(runtime, from, now));
  let sent = 0;
  for (const userId of people) {
    const items = await digestItems(runtime, userId, from, now);
    const contact = await contactOf(runtime, userId);
    if (items.length === 0 || !contact?.email) continue;
    const locale = await recipientLocale(runtime.db, userId);
    await runtime.mailer.send({
      id: digestMailId(day, userId),
      to: contact.email,
      subjectId: userId,
      tag: 'community-digest',
      reference: day,
      subject: t(locale, 'community.digest.subject', { count: items.length }),
      text: digestText(runtime, contact.name, items, locale),
    });
    sent++;
  }
  return sent;
}

export const digestSchedule: JobSchedule = { queue: COMMUNITY_DIGEST_QUEUE, id: 'community-daily-digest', repeat: { pattern: '0 8 * * *', tz: 'America/Sao_Paulo' }, job: { name: 'digest' } };

export const digestWorker: JobWorker<unknown> = { queue: COMMUNITY_DIGEST_QUEUE, process: (runtime) => sendCommunityDigests(runtime) };
