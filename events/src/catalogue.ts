// Every event type of the product, in one catalogue: the store validates appends and upcasts reads
// through it. Personal fields (each definition's `pii`) are top-level strings, possibly null, so
// the PII vault can swap each value for a string envelope without changing the event's shape; the
// schemas describe the plaintext, which is what deciders see and what is validated before append.
import { Catalogue, type EventDefinition } from './define';
import { identityEvents } from './identity';
import { onboardingEvents } from './onboarding';
import { gamificationEvents } from './gamification';
import { billingEvents } from './billing';
import { contentEvents } from './content';
import { inboxEvents } from './inbox';
import { supportMacroEvents } from './support-macros';
import { privacyEvents } from './privacy';
import { backofficeEvents } from './backoffice';
import { marketEvents } from './market';
import { reportEvents } from './reports';
import { assistantEvents } from './assistant';
import { taxEvents } from './tax';
import { educationEvents } from './education';
import { communityEvents } from './community';
import { leagueEvents } from './leagues';

export const modules = {
  identity: identityEvents,
  onboarding: onboardingEvents,
  gamification: gamificationEvents,
  billing: billingEvents,
  content: contentEvents,
  inbox: [...inboxEvents, ...supportMacroEvents],
  privacy: privacyEvents,
  backoffice: backofficeEvents,
  market: marketEvents,
  reports: reportEvents,
  assistant: assistantEvents,
  tax: taxEvents,
  education: educationEvents,
  community: communityEvents,
  leagues: leagueEvents,
} as const satisfies Record<string, readonly EventDefinition[]>;

export const catalogue = new Catalogue(Object.values(modules).flat());

/**
 * Whose vault key encrypts an event's personal fields: `subjectId` where the person may be a
 * visitor (inbox, newsletter), otherwise the `userId` every other event with personal data carries.
 */
export function piiSubject(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { subjectId, userId } = data as { subjectId?: unknown; userId?: unknown };
  if (typeof subjectId === 'string') return subjectId;
  return typeof userId === 'string' ? userId : undefined;
}
