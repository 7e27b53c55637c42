// The newsletter's write path: each address's stream (newsletter-<hash>) folded to its state, and
// load -> decide -> append on it (platform/command.ts).
import { newsletterStream, NewsletterSubscriptionRequested, type EventMetadata, type NewEvent } from '@piboost/events';
import { handleCommand, loadStream } from '../../platform/command';
import { legacyVisitorSubject } from '../../platform/crypto/email-subjects';
import type { Runtime } from '../../platform/runtime';
import { newsletterState, type NewsletterState } from './decide';

export interface NewsletterAddress {
  state: NewsletterState;
  /** Whose address it is (the subject its personal fields are sealed under). */
  subjectId: string;
}

/** The address's newsletter state and whose it is, folded from its stream. */
export function newsletterOf(runtime: Runtime, emailHash: string) {
  return loadStream(runtime.store, newsletterStream(emailHash), (history): NewsletterAddress => {
    const requested = history.find((e) => e.type === NewsletterSubscriptionRequested.type);
    const subjectId = (requested?.data as { subjectId?: string } | undefined)?.subjectId ?? legacyVisitorSubject(emailHash);
    return { state: newsletterState(history), subjectId };
  });
}

/** Load -> decide -> append on the address's stream. */
export async function newsletterCommand(runtime: Runtime, emailHash: string, decide: (address: NewsletterAddress) => NewEvent[], metadata: EventMetadata) {
  await handleCommand(runtime.events, newsletterStream(emailHash), newsletterOf(runtime, emailHash), (address) => ({ events: decide(address) }), { metadata });
}
