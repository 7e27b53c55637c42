// GET /api/community/rooms - the rooms with their counts and whether the caller may enter;
// GET /api/community/rooms/:slug/threads - one page of a room's feed (search with `q`);
// POST /api/community/rooms/:slug/threads - a new thread.
import { defineRoute } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { assertEnter, readerOf, roomNotFound } from '../access';
import { startRoomThread } from '../commands';
import { THREADS_PAGE, feedPage, roomBySlug, roomsList } from '../queries';
import { ensureRooms } from '../rooms';
import { newThreadBody, roomsResponse, slugParams, threadsQuery, threadsResponse, written } from './community.schema';
import { COMMUNITY_READ, COMMUNITY_WRITE, communityToHttp } from './shared';
import { DISCLAIMER, HELD_MESSAGE, POSTED_MESSAGE, roomView, threadSummaries } from './views';

export function roomsRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_READ,
    path: '/api/community/rooms',
    summary: 'As salas da comunidade, com contagens e se a pessoa pode entrar',
    response: roomsResponse,
    async handler(_ctx, { principal }) {
      await ensureRooms(runtime);
      const [reader, rooms] = await Promise.all([readerOf(runtime, principal), roomsList(runtime)]);
      return { success: true as const, data: { rooms: rooms.map((r) => roomView(r, reader)), disclaimer: DISCLAIMER } };
    },
  });
}

async function enterRoom(runtime: Runtime, principal: Parameters<typeof readerOf>[1], slug: string) {
  await ensureRooms(runtime);
  const [reader, room] = await Promise.all([readerOf(runtime, principal), roomBySlug(runtime, slug)]);
  if (!room) throw roomNotFound();
  assertEnter(reader, room);
  return { reader, room };
}

export function roomThreadsRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_READ,
    path: '/api/community/rooms/:slug/threads',
    summary: 'Os tópicos de uma sala, pela última atividade, 20 por página (busca com q)',
    input: { params: slugParams, query: threadsQuery },
    response: threadsResponse,
    async handler(_ctx, { principal, params, query }) {
      const { reader, room } = await enterRoom(runtime, principal, params.slug);
      const { rows, total } = await feedPage(runtime, reader, room, query.page, query.q ? query.q : null);
      return {
        success: true as const,
        data: {
          room: roomView(room, reader),
          threads: await threadSummaries(runtime, reader, rows),
          page: query.page,
          pageSize: THREADS_PAGE,
          total,
          disclaimer: room.access === 'vip' ? DISCLAIMER : null,
        },
      };
    },
  });
}

export function startThreadRoute(runtime: Runtime) {
  return defineRoute({
    ...COMMUNITY_WRITE,
    method: 'POST',
    path: '/api/community/rooms/:slug/threads',
    summary: 'Abre um tópico numa sala',
    input: { params: slugParams, body: newThreadBody },
    response: written,
    status: 201,
    async handler(_ctx, { principal, params, body }) {
      const { room } = await enterRoom(runtime, principal, params.slug);
      const r = await startRoomThread(runtime, principal, room.room_id, body).catch(communityToHttp);
      return { success: true as const, message: r.held ? HELD_MESSAGE : POSTED_MESSAGE, data: { threadId: r.threadId, postId: r.postId, held: r.held, message: r.held ? HELD_MESSAGE : POSTED_MESSAGE } };
    },
  });
}
