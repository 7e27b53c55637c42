// The "Notificações no navegador" section of the preferences: read, subscribe this browser, remove
// a browser, choose the kinds. The person's own data: never cached.
import type { EventMetadata } from '@piboost/events';
import { Conflict, NotFound, ValidationError, defineRoute, type AppContext } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { DEVICES_LIMIT, DeviceNotFound, TooManyDevices, type PushState } from '../decide';
import { loadPush, pushCommand, subscriptionIdOf } from '../service';
import { deviceParams, pushResponse, pushSavedResponse, subscribeBody, topicsBody } from './push.schema';
import { tr } from '../../../platform/i18n';

const tags = ['Notificações no navegador'];
const own = { tags, access: 'user', noStore: true } as const;
const READ = { ...own, rateLimit: { points: 240, windowSeconds: 60, key: 'user' } } as const;
const WRITE = { ...own, rateLimit: { points: 60, windowSeconds: 60, key: 'user' } } as const;

const metaOf = (ctx: AppContext): EventMetadata => ({ requestId: ctx.state.requestId, correlationId: ctx.state.requestId });

function view(runtime: Runtime, state: PushState) {
  return {
    publicKey: runtime.config.secrets.vapid.publicKey,
    topics: { ...state.topics },
    devices: [...state.devices.values()].map((d) => ({ id: d.subscriptionId, device: d.device, endpoint: d.endpoint, since: d.since })),
  };
}

async function run(runtime: Runtime, ctx: AppContext, command: Parameters<typeof pushCommand>[1]) {
  try {
    return await pushCommand(runtime, command, metaOf(ctx));
  } catch (err) {
    if (err instanceof TooManyDevices) throw new Conflict(tr('errors.push.devicesLimit', { max: DEVICES_LIMIT }), 'PUSH_DEVICES_LIMIT');
    if (err instanceof DeviceNotFound) throw new NotFound('Navegador não encontrado.');
    throw err;
  }
}

export function pushSettingsRoute(runtime: Runtime) {
  return defineRoute({
    ...READ,
    method: 'GET',
    path: '/api/push',
    summary: 'Notificações no navegador: chave do servidor, tipos escolhidos e navegadores ativos',
    response: pushResponse,
    async handler(_ctx, { principal }) {
      return { success: true as const, data: view(runtime, (await loadPush(runtime, principal.userId)).state) };
    },
  });
}

export function subscribeRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'POST',
    path: '/api/push/subscriptions',
    summary: 'Ativa as notificações neste navegador (a inscrição do PushManager)',
    input: { body: subscribeBody },
    response: pushSavedResponse,
    async handler(ctx, { principal, body }) {
      // Our server POSTs to this address: in production only a push service over HTTPS (the local fake is http).
      if (runtime.config.NODE_ENV === 'production' && !body.endpoint.startsWith('https://')) {
        throw new ValidationError({ endpoint: 'O endereço da inscrição deve usar HTTPS.' });
      }
      const state = await run(runtime, ctx, {
        type: 'Subscribe',
        userId: principal.userId,
        subscriptionId: subscriptionIdOf(runtime, body.endpoint),
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        device: body.device || 'Navegador',
      });
      return { success: true as const, message: 'Notificações ativadas neste navegador.', data: view(runtime, state) };
    },
  });
}

export function unsubscribeRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'DELETE',
    path: '/api/push/subscriptions/:id',
    summary: 'Desativa as notificações em um navegador',
    input: { params: deviceParams },
    response: pushSavedResponse,
    async handler(ctx, { principal, params }) {
      const state = await run(runtime, ctx, { type: 'Unsubscribe', userId: principal.userId, subscriptionId: params.id, reason: 'person' });
      return { success: true as const, message: 'Notificações desativadas nesse navegador.', data: view(runtime, state) };
    },
  });
}

export function chooseTopicsRoute(runtime: Runtime) {
  return defineRoute({
    ...WRITE,
    method: 'PUT',
    path: '/api/push/topics',
    summary: 'Escolhe os tipos de notificação no navegador (todos desligados até a pessoa ligar)',
    input: { body: topicsBody },
    response: pushSavedResponse,
    async handler(ctx, { principal, body }) {
      const state = await run(runtime, ctx, { type: 'ChooseTopics', userId: principal.userId, topics: body });
      return { success: true as const, message: 'Preferências de notificação salvas.', data: view(runtime, state) };
    },
  });
}
