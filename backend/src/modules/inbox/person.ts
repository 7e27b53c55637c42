// What the inbox holds about one person, for the copy of their data (privacy/copy.ts): every form
// they sent us - signed in, or from their address before or without an account - with the replies
// the team mailed them, and their newsletter sign-ups. Sealed fields are opened here, whichever the
// read model seals, so the copy never needs to know.
import { isEvent, NewsletterSubscriptionConfirmed, NewsletterSubscriptionRequested, NewsletterUnsubscribed, newsletterStream } from '@piboost/events';
import { readStream } from '../../platform/command';
import { subjectsOfEmail } from '../../platform/crypto/email-subjects';
import type { Runtime } from '../../platform/runtime';
import type { InboxStatus } from './decide';
import { normaliseEmail } from './forms';

interface ItemRow {
  id: string;
  kind: 'support' | 'help' | 'contact' | 'careers' | 'press';
  reference: string;
  subject: string | null;
  category: string | null;
  status: InboxStatus;
  message: string | null;
  details: Record<string, string | null>;
  created_at: Date;
}

/**
 * The person's items: those sent signed in, and those sent from their address without an account
 * and sealed under one of the address's current subjects (not an erased earlier holder's).
 * The team's internal notes are not the sender's to read; a résumé is only said to have been sent.
 */
export async function inboxOfPerson(runtime: Runtime, userId: string, email: string | null) {
  const { db, vault } = runtime;
  const open = async (value: string | null | undefined) => (typeof value === 'string' && value.startsWith('pii:') ? vault.decryptField(value) : (value ?? null));
  const emailHash = email ? runtime.keyedHash(normaliseEmail(email)) : null;
  const subjects = emailHash ? await subjectsOfEmail(db, emailHash) : [];
  const items = await db('inbox')
    .where('user_id', userId)
    .modify((q) => {
      if (emailHash) q.orWhere((w) => w.whereNull('user_id').where('email_hash', emailHash).whereIn('subject_id', subjects));
    })
    .orderBy('created_at')
    .select<(ItemRow & { subject_id: string })[]>('id', 'kind', 'reference', 'subject', 'category', 'status', 'message', 'details', 'created_at', 'subject_id');
  const replies = items.length
    ? await db('inbox_replies')
        .whereIn('item_id', items.map((i) => i.id))
        .orderBy('created_at')
        .select<{ item_id: string; message: string | null; created_at: Date }[]>('item_id', 'message', 'created_at')
    : [];
  // Their own answers (issue 29), with the names of the files they sent.
  const answers = items.length
    ? await db('inbox_customer_messages')
        .whereIn('item_id', items.map((i) => i.id))
        .orderBy('created_at')
        .select<{ item_id: string; via: string; message: string | null; filenames: string | null; created_at: Date }[]>('item_id', 'via', 'message', 'filenames', 'created_at')
    : [];
  // The satisfaction survey's answer (issue 29): the score and the comment they typed.
  const ratings = items.length
    ? await db('inbox_satisfaction')
        .whereIn('item_id', items.map((i) => i.id))
        .select<{ item_id: string; score: number; comment: string | null; rated_at: Date }[]>('item_id', 'score', 'comment', 'rated_at')
    : [];
  await vault.preload(items.map((i) => i.subject_id));
  return Promise.all(
    items.map(async (i) => {
      const { resumeUrl, ...details } = i.details;
      return {
        kind: i.kind,
        reference: i.reference,
        subject: await open(i.subject),
        category: i.category,
        status: i.status,
        message: await open(i.message),
        company: await open(details.company),
        phone: await open(details.phone),
        experience: await open(details.experience),
        resumeSent: Boolean(resumeUrl),
        sentAt: i.created_at.toISOString(),
        replies: await Promise.all(replies.filter((r) => r.item_id === i.id).map(async (r) => ({ at: r.created_at.toISOString(), message: await open(r.message) }))),
        answers: await Promise.all(
          answers
            .filter((a) => a.item_id === i.id)
            .map(async (a) => {
              const names = await open(a.filenames);
              return { at: a.created_at.toISOString(), via: a.via, message: await open(a.message), files: names ? (JSON.parse(names) as string[]) : [] };
            }),
        ),
        satisfaction: await (async () => {
          const rating = ratings.find((r) => r.item_id === i.id);
          return rating ? { score: rating.score, comment: await open(rating.comment), at: rating.rated_at.toISOString() } : null;
        })(),
      };
    }),
  );
}

export interface NewsletterSignUp {
  source: 'blog' | 'footer' | 'profile';
  requestedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
}

/**
 * The address's newsletter sign-ups, from its stream (the read model keeps neither the channel nor
 * the history): each request after none or a cancellation starts one. Events sealed under an erased
 * earlier holder's subject are not theirs.
 */
export async function newsletterOfPerson(runtime: Runtime, userId: string, email: string | null): Promise<NewsletterSignUp[]> {
  if (!email) return [];
  const emailHash = runtime.keyedHash(normaliseEmail(email));
  const theirs = new Set([userId, ...(await subjectsOfEmail(runtime.db, emailHash))]);
  const signUps: NewsletterSignUp[] = [];
  for (const e of await readStream(runtime.store, newsletterStream(emailHash))) {
    if (!theirs.has((e.data as { subjectId: string }).subjectId)) continue;
    const current = signUps.at(-1);
    const at = e.recordedAt.toISOString();
    if (isEvent(e, NewsletterSubscriptionRequested) && (!current || current.unsubscribedAt)) signUps.push({ source: e.data.source, requestedAt: at, confirmedAt: null, unsubscribedAt: null });
    else if (isEvent(e, NewsletterSubscriptionConfirmed) && current && !current.confirmedAt) current.confirmedAt = at;
    else if (isEvent(e, NewsletterUnsubscribed) && current && !current.unsubscribedAt) current.unsubscribedAt = at;
  }
  return signUps;
}
