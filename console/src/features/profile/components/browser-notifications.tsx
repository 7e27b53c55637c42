import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { translate, useI18n, type MessageKey } from '../../../i18n';
import { formatInstant } from '../../../lib/time-zone';
import { useChooseTopics, usePushSettings, useRemoveBrowser, useSubscribeBrowser, type PushTopic } from '../api/push-api';

const TOPICS: { topic: PushTopic; label: MessageKey; hint: MessageKey }[] = [
  { topic: 'price_alert', label: 'profile.push.priceAlert', hint: 'profile.push.priceAlertHint' },
  { topic: 'streak_at_risk', label: 'profile.push.streakAtRisk', hint: 'profile.push.streakAtRiskHint' },
  { topic: 'league_result', label: 'profile.push.leagueResult', hint: 'profile.push.leagueResultHint' },
];

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/**
 * "Chrome no Linux": what the list shows of a browser (the server keeps it sealed with the rest),
 * named in the language the person used when they turned it on, as if they had typed it.
 */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : translate('profile.push.someBrowser');
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iPhone/iPad' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  return os ? translate('profile.push.browserOn', { browser, os }) : browser;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The day a browser was added, in the person's language and time zone. */
const since = (iso: string) => formatInstant(iso, { dateStyle: 'short' });

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** Notificações no navegador (issue 25): this browser subscribed or not, the kinds (all off until turned on), the browsers. */
export function BrowserNotifications() {
  const { t } = useI18n();
  const settings = usePushSettings();
  const subscribe = useSubscribeBrowser();
  const remove = useRemoveBrowser();
  const choose = useChooseTopics();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | null>(supported() ? Notification.permission : null);
  // A switch moves in the click itself: the query cache's update (onMutate) reaches the page a task later.
  const [chosen, setChosen] = useState<Partial<Record<PushTopic, boolean>>>({});
  useEffect(() => setChosen({}), [settings.data]);

  useEffect(() => {
    if (!supported()) return;
    void registration()
      .then((r) => r.pushManager.getSubscription())
      .then((s) => setEndpoint(s?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  if (!settings.data) return <p className="muted">{settings.isError ? t('profile.push.loadFailed') : t('profile.loading')}</p>;
  const data = settings.data;
  const here = data.devices.find((d) => d.endpoint === endpoint) ?? null;

  const activate = async () => {
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        toast('error', t('profile.push.noPermission'));
        return;
      }
      const reg = await registration();
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.publicKey) }));
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      const res = await subscribe.mutateAsync({ endpoint: json.endpoint, keys: json.keys, device: deviceName() });
      setEndpoint(json.endpoint);
      toast('success', res.message);
    } catch (err) {
      toast('error', err instanceof Error && err.message && !/push service|AbortError/i.test(err.message) ? err.message : t('profile.push.activateFailed'));
    } finally {
      setBusy(false);
    }
  };

  const deactivate = async (id: string, isHere: boolean) => {
    setBusy(true);
    try {
      if (isHere) await (await (await registration()).pushManager.getSubscription())?.unsubscribe();
      const res = await remove.mutateAsync(id);
      if (isHere) setEndpoint(null);
      toast('success', res.message);
    } catch {
      toast('error', t('profile.push.deactivateFailed'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (topic: PushTopic, on: boolean) => {
    setChosen((c) => ({ ...c, [topic]: on }));
    try {
      toast('success', (await choose.mutateAsync({ [topic]: on })).message);
    } catch {
      toast('error', t('profile.push.topicFailed'));
    }
  };

  return (
    <section className="profile-switches browser-notifications" aria-labelledby="browser-notifications-title">
      <h3 id="browser-notifications-title">{t('profile.push.title')}</h3>
      {!supported() ? (
        <p className="muted">{t('profile.push.unsupported')}</p>
      ) : here ? (
        <div className="browser-notifications__here">
          <p>{t('profile.push.activeHere', { device: here.device })}</p>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void deactivate(here.id, true)}>
            {t('profile.push.deactivateHere')}
          </button>
        </div>
      ) : (
        <div className="browser-notifications__here">
          <p className="muted">{permission === 'denied' ? t('profile.push.blocked') : t('profile.push.offer')}</p>
          <button type="button" className="button" disabled={busy || permission === 'denied'} aria-busy={busy} onClick={() => void activate()}>
            {t('profile.push.activateHere')}
          </button>
        </div>
      )}
      {TOPICS.map(({ topic, label, hint }) => (
        <label key={topic} className="profile-switch">
          <input type="checkbox" role="switch" checked={chosen[topic] ?? data.topics[topic]} disabled={choose.isPending} onChange={(e) => void toggle(topic, e.target.checked)} />
          <span>
            <strong>{t(label)}</strong>
            <span className="muted">{t(hint)}</span>
          </span>
        </label>
      ))}
      <h4>{t('profile.push.devices')}</h4>
      {data.devices.length === 0 ? (
        <p className="muted">{t('profile.push.noDevices')}</p>
      ) : (
        <ul className="browser-notifications__devices">
          {data.devices.map((d) => (
            <li key={d.id}>
              <span>{t('profile.push.device', { device: d.device, here: d.id === here?.id ? 'yes' : 'no', since: since(d.since) })}</span>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void deactivate(d.id, d.id === here?.id)} aria-label={t('profile.push.removeDevice', { device: d.device })}>
                {t('profile.push.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
