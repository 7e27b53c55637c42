import { useEffect, useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { useChooseTopics, usePushSettings, useRemoveBrowser, useSubscribeBrowser, type PushTopic } from '../api/push-api';

const TOPICS: { topic: PushTopic; label: string; hint: string }[] = [
  { topic: 'price_alert', label: 'Alertas de preço', hint: 'Quando um alerta de preço que você criou disparar. O e-mail do alerta continua chegando.' },
  { topic: 'streak_at_risk', label: 'Sequência em risco', hint: 'Às 20h (Brasília), se você tem uma sequência ativa e ainda não entrou no dia.' },
  { topic: 'league_result', label: 'Resultado da liga', hint: 'Na segunda-feira, quando a semana da liga fecha: se você subiu, desceu ou ficou.' },
];

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** "Chrome no Linux": what the list shows of a browser (the server keeps it sealed with the rest). */
function deviceName(): string {
  const ua = navigator.userAgent;
  const browser = /Edg\//.test(ua) ? 'Edge' : /Firefox\//.test(ua) ? 'Firefox' : /Chrome\//.test(ua) ? 'Chrome' : /Safari\//.test(ua) ? 'Safari' : 'Navegador';
  const os = /Android/.test(ua) ? 'Android' : /iPhone|iPad/.test(ua) ? 'iPhone/iPad' : /Windows/.test(ua) ? 'Windows' : /Mac OS X/.test(ua) ? 'macOS' : /Linux/.test(ua) ? 'Linux' : null;
  return os ? `${browser} no ${os}` : browser;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const since = (iso: string) => new Date(iso).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });

async function registration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register('/sw.js');
  return navigator.serviceWorker.ready;
}

/** Notificações no navegador (issue 25): this browser subscribed or not, the kinds (all off until turned on), the browsers. */
export function BrowserNotifications() {
  const settings = usePushSettings();
  const subscribe = useSubscribeBrowser();
  const remove = useRemoveBrowser();
  const choose = useChooseTopics();
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [permission, setPermission] = useState<NotificationPermission | null>(supported() ? Notification.permission : null);

  useEffect(() => {
    if (!supported()) return;
    void registration()
      .then((r) => r.pushManager.getSubscription())
      .then((s) => setEndpoint(s?.endpoint ?? null))
      .catch(() => setEndpoint(null));
  }, []);

  if (!settings.data) return <p className="muted">{settings.isError ? 'Não foi possível carregar as notificações no navegador.' : 'Carregando...'}</p>;
  const data = settings.data;
  const here = data.devices.find((d) => d.endpoint === endpoint) ?? null;

  const activate = async () => {
    setBusy(true);
    try {
      const answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer !== 'granted') {
        toast('error', 'Sem permissão: libere as notificações do π Boost nas configurações do navegador.');
        return;
      }
      const reg = await registration();
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(data.publicKey) }));
      const json = sub.toJSON() as { endpoint: string; keys: { p256dh: string; auth: string } };
      const res = await subscribe.mutateAsync({ endpoint: json.endpoint, keys: json.keys, device: deviceName() });
      setEndpoint(json.endpoint);
      toast('success', res.message);
    } catch (err) {
      toast('error', err instanceof Error && err.message && !/push service|AbortError/i.test(err.message) ? err.message : 'Não foi possível ativar as notificações neste navegador.');
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
      toast('error', 'Não foi possível desativar as notificações.');
    } finally {
      setBusy(false);
    }
  };

  const toggle = async (topic: PushTopic, on: boolean) => {
    try {
      toast('success', (await choose.mutateAsync({ [topic]: on })).message);
    } catch {
      toast('error', 'Erro ao salvar a preferência de notificação.');
    }
  };

  return (
    <section className="profile-switches browser-notifications" aria-labelledby="browser-notifications-title">
      <h3 id="browser-notifications-title">Notificações no navegador</h3>
      {!supported() ? (
        <p className="muted">Este navegador não recebe notificações push. No celular, instale o π Boost na tela inicial pelo menu do navegador.</p>
      ) : here ? (
        <div className="browser-notifications__here">
          <p>Ativas neste navegador ({here.device}).</p>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => void deactivate(here.id, true)}>
            Desativar neste navegador
          </button>
        </div>
      ) : (
        <div className="browser-notifications__here">
          <p className="muted">{permission === 'denied' ? 'As notificações do π Boost estão bloqueadas neste navegador: libere nas configurações do site.' : 'Receba avisos mesmo com o π Boost fechado. O navegador vai pedir sua permissão.'}</p>
          <button type="button" className="button" disabled={busy || permission === 'denied'} aria-busy={busy} onClick={() => void activate()}>
            Ativar neste navegador
          </button>
        </div>
      )}
      {TOPICS.map(({ topic, label, hint }) => (
        <label key={topic} className="profile-switch">
          <input type="checkbox" role="switch" checked={data.topics[topic]} disabled={choose.isPending} onChange={(e) => void toggle(topic, e.target.checked)} />
          <span>
            <strong>{label}</strong>
            <span className="muted">{hint}</span>
          </span>
        </label>
      ))}
      <h4>Navegadores com notificações ativas</h4>
      {data.devices.length === 0 ? (
        <p className="muted">Nenhum navegador ainda.</p>
      ) : (
        <ul className="browser-notifications__devices">
          {data.devices.map((d) => (
            <li key={d.id}>
              <span>
                {d.device}
                {d.id === here?.id ? ' (este navegador)' : ''} · desde {since(d.since)}
              </span>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void deactivate(d.id, d.id === here?.id)} aria-label={`Remover ${d.device}`}>
                Remover
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
