// Web Push (issue 25 item 3): the browsers a person subscribed for notifications and the kinds of
// notification they chose. Stream: push-<userId>. A subscription's endpoint and keys are personal
// data (they reach that person's browser): sealed with the person's key, in the copy of their data,
// unreadable once erased. The subscription's id is the keyed hash of its endpoint, so subscribing
// the same browser again is the same subscription.
import { z } from 'zod';
import { defineEvent } from './define';
import { id, keyedHash } from './fields';

/** The kinds of notification a person may turn on, each off until they do. */
export const PUSH_TOPICS = ['price_alert', 'streak_at_risk', 'league_result'] as const;
export type PushTopic = (typeof PUSH_TOPICS)[number];

const base64url = z.string().regex(/^[A-Za-z0-9_-]+=*$/);

/** A browser subscribed (PushManager.subscribe): where its push service takes our messages, and the keys that seal them. */
export const PushSubscribed = defineEvent(
  'PushSubscribed',
  z.object({
    userId: id,
    subscriptionId: keyedHash,
    endpoint: z.url().max(2048),
    /** The browser's P-256 public key (RFC 8291 ua_public), base64url. */
    p256dh: base64url.max(200),
    /** The 16-byte authentication secret, base64url. */
    auth: base64url.max(100),
    /** What the page said of the device ("Chrome no Linux"), for the list the person sees. */
    device: z.string().trim().min(1).max(120),
  }),
  { pii: ['endpoint', 'p256dh', 'auth', 'device'] },
);

/** The person turned a browser off, or its push service said the subscription is gone (404/410). */
export const PushUnsubscribed = defineEvent(
  'PushUnsubscribed',
  z.object({ userId: id, subscriptionId: keyedHash, reason: z.enum(['person', 'gone']) }),
);

/** Only the kinds that changed. */
export const PushTopicsChosen = defineEvent(
  'PushTopicsChosen',
  z
    .object({ userId: id, price_alert: z.boolean().optional(), streak_at_risk: z.boolean().optional(), league_result: z.boolean().optional() })
    .refine((d) => Object.keys(d).length > 1, { message: 'A choice changes at least one kind' }),
);

export const pushEvents = [PushSubscribed, PushUnsubscribed, PushTopicsChosen] as const;
