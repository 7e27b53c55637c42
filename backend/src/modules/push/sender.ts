// Sends one notification to every browser a person subscribed, if they turned its kind on.
// web-push builds each request (RFC 8292 VAPID JWT, RFC 8291 aes128gcm body); we carry it with
// fetch, so the local fake push service (http) is reached the same way as FCM or Mozilla's (https).
// Idempotent per notification and subscription: a claim row comes first (push_deliveries), so a
// job run again sends only what it did not send before. 404/410 from the push service: the
// subscription is gone, and is dropped from the person's stream.
import webpush from 'web-push';
import type { PushTopic } from '@piboost/events';
import type { Runtime } from '../../platform/runtime';
import type { PushDevice } from './decide';
import { loadPush, pushCommand } from './service';

export interface PushNotification {
  /** One per source event and channel (e.g. `price_alert:<eventId>`): the same id is never sent twice to a browser. */
  id: string;
  userId: string;
  topic: PushTopic;
  title: string;
  body: string;
  /** The console page the notification opens (a path). */
  url: string;
  /** Seconds the push service keeps it for a browser that is offline. */
  ttl: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
}

export interface SendOutcome {
  sent: number;
  /** Subscriptions the push service said are gone (404/410): dropped. */
  dropped: number;
  /** Already sent by an earlier run. */
  skipped: number;
  /** The kind is off, or no browser is subscribed. */
  off: boolean;
}

export class PushDeliveryFailed extends Error {
  override name = 'PushDeliveryFailed';
}

const TIMEOUT_MS = 10_000;

/** POSTs one encrypted message; the push service's status (0: unreachable). */
async function deliver(runtime: Runtime, device: PushDevice, payload: string, n: PushNotification): Promise<number> {
  const { publicKey, privateKey } = runtime.config.secrets.vapid;
  const request = webpush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, payload, {
    vapidDetails: { subject: runtime.config.VAPID_SUBJECT, publicKey, privateKey },
    TTL: n.ttl,
    urgency: n.urgency,
    contentEncoding: 'aes128gcm',
  });
  try {
    const res = await fetch(request.endpoint, { method: 'POST', headers: request.headers as Record<string, string>, body: new Uint8Array(request.body!), signal: AbortSignal.timeout(TIMEOUT_MS) });
    return res.status;
  } catch {
    return 0;
  }
}

export async function sendPush(runtime: Runtime, n: PushNotification): Promise<SendOutcome> {
  const { state } = await loadPush(runtime, n.userId);
  const outcome: SendOutcome = { sent: 0, dropped: 0, skipped: 0, off: !state.topics[n.topic] || state.devices.size === 0 };
  if (outcome.off) return outcome;
  const payload = JSON.stringify({ id: n.id, topic: n.topic, title: n.title, body: n.body, url: n.url });
  const failed: string[] = [];
  for (const device of state.devices.values()) {
    const claimed = await runtime
      .db('push_deliveries')
      .insert({ notification_id: n.id, subscription_id: device.subscriptionId, user_id: n.userId, topic: n.topic, created_at: runtime.now() })
      .onConflict(['notification_id', 'subscription_id'])
      .ignore()
      .returning('notification_id');
    if (claimed.length === 0) {
      outcome.skipped++;
      continue;
    }
    const status = await deliver(runtime, device, payload, n);
    const where = { notification_id: n.id, subscription_id: device.subscriptionId };
    if (status >= 200 && status < 300) {
      await runtime.db('push_deliveries').where(where).update({ status: 'sent' });
      outcome.sent++;
    } else if (status === 404 || status === 410) {
      await runtime.db('push_deliveries').where(where).update({ status: 'gone' });
      await pushCommand(runtime, { type: 'Unsubscribe', userId: n.userId, subscriptionId: device.subscriptionId, reason: 'gone' });
      outcome.dropped++;
    } else {
      // Not sent: the claim goes, so the job's retry tries this browser again.
      await runtime.db('push_deliveries').where(where).delete();
      failed.push(`${status || 'sem resposta'}`);
    }
  }
  if (failed.length) throw new PushDeliveryFailed(`push não entregue a ${failed.length} navegador(es): ${failed.join(', ')}`);
  return outcome;
}

/** What the copy of the person's data lists: the notifications sent to their browsers. */
export async function deliveriesOf(runtime: Runtime, userId: string) {
  return runtime.db('push_deliveries').where({ user_id: userId }).orderBy('created_at').select<{ notification_id: string; topic: string; status: string; created_at: Date }[]>('notification_id', 'topic', 'status', 'created_at');
}

/** Erasure: the person's delivery rows. */
export async function forgetDeliveries(db: Runtime['db'], userId: string): Promise<void> {
  await db('push_deliveries').where({ user_id: userId }).delete();
}
