// The community's daily e-mail digest (issue 24 item 4): once a day (08:00 in São Paulo) everyone who
// turned on "Resumo diário da comunidade por e-mail" (off by default) - and has not turned off
// "Notificações por email" - and has unread replies or mentions from the last 24 hours gets one mail
// listing them. One mail per person per São Paulo day: its id is the day's and the person's, so a
// second run of the day (a retry, two workers) sends nothing more. The template `community-digest`
// is governed by the preference in the mailer too (platform/mail/templates.ts).
import { saoPauloDay } from '@piboost/events';
import type { JobSchedule, JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { contactOf } from '../identity';
import { communityDigestRecipients } from '../profile';
import { digestCandidates, digestItems, type NotificationItem } from './moderation/queries';

export const COMMUNITY_DIGEST_QUEUE = 'community-digest';
const WINDOW_MS = 24 * 3600_000;

export const digestMailId = (day: string, userId: string) => `community-digest-${day}-${userId}`;

function line(item: NotificationItem): string {
  const who = item.actorName ?? 'Alguém';
  return item.kind === 'mention' ? `- ${who} mencionou você em "${item.threadTitle}"` : `- ${who} respondeu no seu tópico "${item.threadTitle}"`;
}

export function digestText(runtime: Runtime, name: string | null, items: readonly NotificationItem[]): string {
  const site = runtime.config.publicUrl;
  const threads = [...new Map(items.map((i) => [i.threadId, i.threadTitle])).entries()];
  return [
    `Olá${name ? `, ${name.split(' ')[0]}` : ''}!`,
    '',
    items.length === 1 ? 'Você tem 1 novidade não lida na comunidade do π Boost:' : `Você tem ${items.length} novidades não lidas na comunidade do π Boost:`,
    '',
    ...items.map(line),
    '',
    'Abra as conversas:',
    ...threads.map(([id, title]) => `- ${title}: ${site}/community/t/${id}`),
    '',
    `Suas notificações: ${site}/community/notificacoes`,
    '',
    `Não quer mais receber este resumo? Desligue "Resumo diário da comunidade por e-mail" em ${site}/profile (aba Notificações).`,
    '',
    'As conversas da comunidade não são recomendação de investimento.',
    '',
    'Equipe π Boost',
  ].join('\n');
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
    await runtime.mailer.send({
      id: digestMailId(day, userId),
      to: contact.email,
      subjectId: userId,
      tag: 'community-digest',
      reference: day,
      subject: items.length === 1 ? 'Uma novidade na comunidade - π Boost' : `${items.length} novidades na comunidade - π Boost`,
      text: digestText(runtime, contact.name, items),
    });
    sent++;
  }
  return sent;
}

export const digestSchedule: JobSchedule = { queue: COMMUNITY_DIGEST_QUEUE, id: 'community-daily-digest', repeat: { pattern: '0 8 * * *', tz: 'America/Sao_Paulo' }, job: { name: 'digest' } };

export const digestWorker: JobWorker<unknown> = { queue: COMMUNITY_DIGEST_QUEUE, process: (runtime) => sendCommunityDigests(runtime) };
