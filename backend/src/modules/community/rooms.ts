// The two rooms every install has (product structure, not demo data; production too): "Sala geral"
// for every signed-in person and "Sala VIP" for Elite and staff. Opened once each, at the first
// community request of a process (the stream is created with createOnce: a second process, or a
// second start, decides nothing), and the read model waited for so the answer lists them.
import { CommunityRoomOpened, communityRoomStream, newEvent, type DataOf } from '@piboost/events';
import { createOnce, handleCommand, loadStream, streamExists } from '../../platform/command';
import { waitForProjection } from '../../platform/read-your-writes';
import type { Runtime } from '../../platform/runtime';

export type RoomOpened = DataOf<typeof CommunityRoomOpened>;

export const BUILT_IN_ROOMS: readonly RoomOpened[] = [
  {
    roomId: '3f1c2a4e-8b7d-4c6e-9a01-c0a1d2e3f401',
    slug: 'geral',
    title: 'Sala geral',
    description: 'Conversas sobre o mercado, as análises, os artigos e o uso do π Boost, abertas a todas as pessoas com conta.',
    access: 'members',
    position: 0,
  },
  {
    roomId: '3f1c2a4e-8b7d-4c6e-9a01-c0a1d2e3f402',
    slug: 'vip',
    title: 'Sala VIP',
    description: 'A sala exclusiva do plano Elite, com a equipe π Boost por perto.',
    access: 'vip',
    position: 1,
  },
];

export const COMMUNITY_PROJECTION = 'community';

const opened = new WeakMap<object, Promise<void>>();

/** Opens the built-in rooms once per process (idempotent across processes and restarts). */
export function ensureRooms(runtime: Runtime): Promise<void> {
  let done = opened.get(runtime);
  if (!done) {
    done = openRooms(runtime).catch((err: unknown) => {
      opened.delete(runtime);
      throw err;
    });
    opened.set(runtime, done);
  }
  return done;
}

const openOnce = createOnce((room: RoomOpened) => [newEvent(CommunityRoomOpened, room)]);

async function openRooms(runtime: Runtime): Promise<void> {
  for (const room of BUILT_IN_ROOMS) {
    const stream = communityRoomStream(room.roomId);
    const result = await handleCommand(runtime.events, stream, loadStream(runtime.store, stream, streamExists), (exists) => ({ events: openRoomEvents(exists, room) }));
    if (result.appended) await waitForProjection(runtime.db, COMMUNITY_PROJECTION, result.appended.position);
  }
}

const openRoomEvents = (exists: boolean, room: RoomOpened) => openOnce(exists, room);
