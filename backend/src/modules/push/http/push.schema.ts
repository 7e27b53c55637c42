// The browser's subscription as PushSubscription.toJSON() gives it (POST /api/push/subscriptions),
// the kinds of notification chosen (PUT /api/push/topics), and what the preferences page reads.
import { z } from 'zod';
import { PUSH_TOPICS } from '@piboost/events';

const key = (what: string, max: number) => z.string({ error: `A inscrição do navegador veio sem ${what}.` }).regex(/^[A-Za-z0-9_-]+=*$/, `A inscrição do navegador trouxe ${what} inválida.`).max(max, `A inscrição do navegador trouxe ${what} inválida.`);

export const subscribeBody = z.object({
  endpoint: z.url({ error: 'A inscrição do navegador veio sem endereço válido.' }).max(2048, 'O endereço da inscrição é longo demais.'),
  keys: z.object({ p256dh: key('a chave pública', 200), auth: key('o segredo de autenticação', 100) }, { error: 'A inscrição do navegador veio sem as chaves.' }),
  /** What the page says of this device; the server falls back to a neutral name. */
  device: z.string().trim().max(120, 'O nome do dispositivo é longo demais.').optional(),
});

const topic = z.boolean({ error: 'Use ligado ou desligado.' }).optional();
export const topicsBody = z
  .object({ price_alert: topic, streak_at_risk: topic, league_result: topic })
  .refine((d) => PUSH_TOPICS.some((t) => d[t] !== undefined), { message: 'Escolha ao menos um tipo de notificação.' });

export const deviceParams = z.object({ id: z.string().regex(/^[a-f0-9]{64}$/, 'Navegador não encontrado.') });

export const pushView = z.object({
  /** The VAPID public key, base64url: PushManager.subscribe's applicationServerKey. */
  publicKey: z.string(),
  topics: z.object({ price_alert: z.boolean(), streak_at_risk: z.boolean(), league_result: z.boolean() }),
  devices: z.array(z.object({ id: z.string(), device: z.string(), endpoint: z.string(), since: z.string() })),
});

export const pushResponse = z.object({ success: z.literal(true), data: pushView });
export const pushSavedResponse = z.object({ success: z.literal(true), message: z.string(), data: pushView });
