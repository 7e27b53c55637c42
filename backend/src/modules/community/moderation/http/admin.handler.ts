// /api/admin/community/*: the back office's queue and actions (issue 24 item 2). Support and admins
// moderate posts and people; only admins open and rename rooms. Every action is an event with the
// staff member's id, so it lands in the audit log.
import { Conflict, defineRoute, NotFound, type AppContext, type RateLimitRule } from '../../../../platform/http';
import type { Runtime } from '../../../../platform/runtime';
import { createRoom, moderateMember, moderatePost, updateRoom, type MemberAction, type PostAction } from '../commands';
import { ModerationRefused } from '../decide';
import { moderationQueue, roomsForStaff } from '../queries';
import { createRoomBody, done, memberParams, muteBody, postParams, queueResponse, reasonBody, roomCreated, roomParams, roomsResponse, updateRoomBody } from './admin.schema';

const STAFF_LIMIT: RateLimitRule = { points: 600, windowSeconds: 60, key: 'user' };
const TAGS = ['Back office'];
const staff = { tags: TAGS, access: 'support', rateLimit: STAFF_LIMIT, noStore: true } as const;
const admin = { tags: TAGS, access: 'admin', rateLimit: STAFF_LIMIT, noStore: true } as const;

const meta = (ctx: AppContext, staffId: string) => ({ requestId: ctx.state.requestId, actorId: staffId });

/** A refusal as the HTTP answer: a missing post or room is 404, the rest 409 with the reason. */
async function refusalsAsHttp<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ModerationRefused) {
      if (err.code === 'POST_NOT_FOUND' || err.code === 'ROOM_NOT_FOUND') throw new NotFound(err.message);
      throw new Conflict(err.message, err.code);
    }
    throw err;
  }
}

export function queueRoute(runtime: Runtime) {
  return defineRoute({
    ...staff,
    method: 'GET',
    path: '/api/admin/community/queue',
    summary: 'Fila de moderação da comunidade: publicações retidas e denunciadas',
    description: 'Publicações retidas pelas regras automáticas e publicações com denúncias ainda não respondidas (as mais denunciadas primeiro), com o texto, os motivos e a situação do autor.',
    response: queueResponse,
    handler: async () => ({ items: await moderationQueue(runtime) }),
  });
}

const POST_MESSAGES: Record<PostAction, string> = {
  hide: 'Publicação ocultada. O autor vê o motivo.',
  restore: 'Publicação restaurada.',
  release: 'Publicação liberada.',
};

function postActionRoute(runtime: Runtime, action: PostAction, summary: string) {
  const path = `/api/admin/community/posts/:postId/${action}`;
  if (action === 'release') {
    return defineRoute({
      ...staff,
      method: 'POST',
      path,
      summary,
      input: { params: postParams },
      response: done,
      handler: async (ctx, { params, principal }) =>
        refusalsAsHttp(async () => {
          await moderatePost(runtime, action, { postId: params.postId, staffId: principal.userId }, meta(ctx, principal.userId));
          return { success: true as const, message: POST_MESSAGES[action] };
        }),
    });
  }
  return defineRoute({
    ...staff,
    method: 'POST',
    path,
    summary,
    input: { params: postParams, body: reasonBody },
    response: done,
    handler: async (ctx, { params, body, principal }) =>
      refusalsAsHttp(async () => {
        await moderatePost(runtime, action, { postId: params.postId, staffId: principal.userId, reason: body.reason }, meta(ctx, principal.userId));
        return { success: true as const, message: POST_MESSAGES[action] };
      }),
  });
}

const MEMBER_MESSAGES: Record<MemberAction, string> = {
  mute: 'Pessoa silenciada na comunidade.',
  unmute: 'Silêncio encerrado.',
  ban: 'Participação na comunidade suspensa.',
  unban: 'Suspensão encerrada.',
};

function memberRoute(runtime: Runtime, action: MemberAction, summary: string) {
  const path = `/api/admin/community/members/:userId/${action}`;
  const answer = async (ctx: AppContext, staffId: string, userId: string, extra: { reason?: string; minutes?: number }) =>
    refusalsAsHttp(async () => {
      await moderateMember(runtime, action, { userId, staffId, ...extra }, meta(ctx, staffId));
      return { success: true as const, message: MEMBER_MESSAGES[action] };
    });
  if (action === 'mute') {
    return defineRoute({ ...staff, method: 'POST', path, summary, input: { params: memberParams, body: muteBody }, response: done, handler: (ctx, { params, body, principal }) => answer(ctx, principal.userId, params.userId, body) });
  }
  if (action === 'ban') {
    return defineRoute({ ...staff, method: 'POST', path, summary, input: { params: memberParams, body: reasonBody }, response: done, handler: (ctx, { params, body, principal }) => answer(ctx, principal.userId, params.userId, body) });
  }
  return defineRoute({ ...staff, method: 'POST', path, summary, input: { params: memberParams }, response: done, handler: (ctx, { params, principal }) => answer(ctx, principal.userId, params.userId, {}) });
}

export function roomsRoutes(runtime: Runtime) {
  return [
    defineRoute({
      ...admin,
      method: 'GET',
      path: '/api/admin/community/rooms',
      summary: 'Salas da comunidade (administradores)',
      response: roomsResponse,
      handler: async () => ({ rooms: await roomsForStaff(runtime) }),
    }),
    defineRoute({
      ...admin,
      method: 'POST',
      path: '/api/admin/community/rooms',
      summary: 'Abre uma sala da comunidade (administradores)',
      status: 201,
      input: { body: createRoomBody },
      response: roomCreated,
      handler: async (ctx, { body, principal }) =>
        refusalsAsHttp(async () => {
          const roomId = await createRoom(runtime, { ...body, staffId: principal.userId }, meta(ctx, principal.userId));
          const room = (await roomsForStaff(runtime)).find((r) => r.id === roomId)!;
          return { success: true as const, message: 'Sala aberta.', room };
        }),
    }),
    defineRoute({
      ...admin,
      method: 'PATCH',
      path: '/api/admin/community/rooms/:id',
      summary: 'Renomeia uma sala da comunidade (administradores)',
      input: { params: roomParams, body: updateRoomBody },
      response: done,
      handler: async (ctx, { params, body, principal }) =>
        refusalsAsHttp(async () => {
          const appended = await updateRoom(runtime, { roomId: params.id, ...body, staffId: principal.userId }, meta(ctx, principal.userId));
          return { success: true as const, message: appended ? 'Sala alterada.' : 'Nada mudou.' };
        }),
    }),
  ];
}

export function communityAdminRoutes(runtime: Runtime) {
  return [
    queueRoute(runtime),
    postActionRoute(runtime, 'hide', 'Oculta uma publicação da comunidade, com o motivo (o autor vê o motivo)'),
    postActionRoute(runtime, 'restore', 'Restaura uma publicação ocultada (ou mantém publicada uma denunciada), com o motivo'),
    postActionRoute(runtime, 'release', 'Libera uma publicação retida pelas regras automáticas'),
    memberRoute(runtime, 'mute', 'Silencia uma pessoa na comunidade por alguns minutos, com o motivo'),
    memberRoute(runtime, 'unmute', 'Encerra o silêncio de uma pessoa na comunidade'),
    memberRoute(runtime, 'ban', 'Suspende a participação de uma pessoa na comunidade, com o motivo'),
    memberRoute(runtime, 'unban', 'Encerra a suspensão de uma pessoa na comunidade'),
    ...roomsRoutes(runtime),
  ];
}
