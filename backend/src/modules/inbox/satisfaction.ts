// Satisfaction (issue 29 item 4): when a ticket (support or help) is resolved or closed, the person
// gets one mail - "Como você avalia o atendimento?" - with five signed links, one per score, valid
// for 14 days. The answer page (console /avaliacao, no sign-in) posts the score and an optional
// comment; the first answer is recorded (InboxSatisfactionRated, on the item's stream) and every
// later one refused. The score counts for the agent who had the ticket when it was closed.
// The mail follows the person's "Notificações por email" switch; one per ticket, whatever reopens it.
import { timingSafeEqual } from 'node:crypto';
import {
  HelpRequestReceived,
  InboxItemAssigned,
  InboxItemStatusChanged,
  InboxSatisfactionRated,
  inboxStream,
  isEvent,
  newEvent,
  SupportTicketOpened,
  type NewEvent,
  type RecordedEvent,
} from '@piboost/events';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { readStream } from '../../platform/command';
import { t } from '../../platform/i18n';
import { jobReactor } from '../../platform/jobs/reactor';
import { recipientLocale } from '../../platform/mail/locale';
import type { JobWorker } from '../../platform/module';
import type { Runtime } from '../../platform/runtime';
import { originalMessage } from './reactors';

export const SATISFACTION_QUEUE = 'inbox-satisfaction';
export const SURVEY_DAYS = 14;

const TICKETS: ReadonlySet<string> = new Set([SupportTicketOpened.type, HelpRequestReceived.type]);

export interface SatisfactionState {
  exists: boolean;
  ticket: boolean;
  subjectId: string | null;
  assigneeId: string | null;
  /** Who had the ticket when it was last resolved or closed; undefined while it never was. */
  closedAssignee: string | null | undefined;
  rated: boolean;
}

export function satisfactionState(history: readonly RecordedEvent[]): SatisfactionState {
  const state: SatisfactionState = { exists: false, ticket: false, subjectId: null, assigneeId: null, closedAssignee: undefined, rated: false };
  for (const [i, e] of history.entries()) {
    if (i === 0) {
      state.exists = true;
      state.ticket = TICKETS.has(e.type);
      state.subjectId = (e.data as { subjectId?: string }).subjectId ?? null;
    } else if (isEvent(e, InboxItemAssigned)) state.assigneeId = e.data.assigneeId;
    else if (isEvent(e, InboxItemStatusChanged) && (e.data.to === 'resolved' || e.data.to === 'closed')) state.closedAssignee = state.assigneeId;
    else if (isEvent(e, InboxSatisfactionRated)) state.rated = true;
  }
  return state;
}

export class SurveyNotOpen extends Error {}
export class AlreadyRated extends Error {}

/** The first answer counts; a ticket never resolved or closed has no survey to answer. */
export function rateService(state: SatisfactionState, command: { itemId: string; score: number; comment: string | null }): NewEvent[] {
  if (!state.exists || !state.ticket || state.closedAssignee === undefined || !state.subjectId) throw new SurveyNotOpen();
  if (state.rated) throw new AlreadyRated();
  return [newEvent(InboxSatisfactionRated, { itemId: command.itemId, subjectId: state.subjectId, score: command.score, comment: command.comment, assigneeId: state.closedAssignee })];
}

/** The signature of one score's link: the ticket, the score and the link's end, under the platform's keyed hash. */
export function surveyToken(runtime: Pick<Runtime, 'keyedHash'>, itemId: string, score: number, expires: number): string {
  return runtime.keyedHash(`inbox-satisfaction:${itemId}:${score}:${expires}`);
}

export type LinkCheck = 'ok' | 'invalid' | 'expired';

export function checkSurveyLink(runtime: Pick<Runtime, 'keyedHash' | 'now'>, link: { itemId: string; score: number; expires: number; token: string }): LinkCheck {
  const expected = Buffer.from(surveyToken(runtime, link.itemId, link.score, link.expires));
  const given = Buffer.from(link.token);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return link.expires * 1000 < runtime.now().getTime() ? 'expired' : 'ok';
}

/** The five links of one survey, ending SURVEY_DAYS after `now`. */
export function surveyLinks(runtime: Pick<Runtime, 'keyedHash' | 'config'>, itemId: string, now: Date) {
  const site = runtime.config.publicUrl.replace(/\/$/, '');
  const expires = Math.floor(now.getTime() / 1000) + SURVEY_DAYS * 86_400;
  return [1, 2, 3, 4, 5].map((score) => {
    const token = surveyToken(runtime, itemId, score, expires);
    return { score, token, url: `${site}/avaliacao?i=${itemId}&n=${score}&e=${expires}&t=${token}` };
  });
}

interface SurveyJob {
  itemId: string;
}

export function satisfactionReactors(runtime: Runtime) {
  return [
    jobReactor<RecordedEvent>(runtime, {
      name: 'inbox_satisfaction_surveys',
      eventTypes: [InboxItemStatusChanged.type],
      queue: SATISFACTION_QUEUE,
      job: (event) => ({ name: 'survey', data: { itemId: (event.data as { itemId: string }).itemId } satisfies SurveyJob }),
    }),
  ];
}

/** Mails the survey of a ticket just resolved or closed: once per ticket (the mail's id), never after an answer. */
export const satisfactionWorker: JobWorker<SurveyJob> = {
  queue: SATISFACTION_QUEUE,
  async process(runtime, job) {
    const { itemId } = job.data;
    const state = satisfactionState(await readStream(runtime.store, inboxStream(itemId)));
    if (!state.ticket || state.closedAssignee === undefined || state.rated || !state.subjectId) return;
    const original = await originalMessage(runtime, itemId);
    if (!original?.email) return;
    const links = surveyLinks(runtime, itemId, runtime.now());
    const locale = await recipientLocale(runtime.db, original.userId);
    await runtime.mailer.send({
      id: `inbox-satisfaction-${itemId}`,
      to: original.email,
      subjectId: state.subjectId,
      tag: 'inbox-satisfaction',
      reference: original.reference,
      secrets: links.map((l) => l.token),
      subject: t(locale, 'inbox.survey.subject', { reference: original.reference }),
      text: t(locale, 'inbox.survey.text', {
        hasName: original.name ? 'yes' : 'no',
        name: original.name ?? '',
        reference: original.reference,
        links: links.map((l) => t(locale, 'inbox.survey.score', { score: l.score, url: l.url })).join('\n'),
        days: SURVEY_DAYS,
        team: DATA_CONTROLLER.supportEmail,
      }),
    });
  },
};
