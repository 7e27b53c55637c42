// Who may enter a room and read a thread (server-side, every route): `members` rooms any signed-in
// person; the VIP room Elite (`vipCommunity`) and staff; a premium report's thread `premiumReports`
// and staff. Refusals carry the Portuguese message the console shows.
import { Forbidden, NotFound } from '../../platform/http';
import type { Principal } from '../../platform/http/context';
import type { Runtime } from '../../platform/runtime';
import { accountRowsOf } from '../identity';
import { billedEntitlementsOf } from '../billing';

export const VIP_REFUSED = 'A Sala VIP é exclusiva do plano Elite.';
export const REPORT_REFUSED = 'A discussão de um relatório Premium é exclusiva de quem tem acesso aos relatórios completos.';

export interface RoomRow {
  room_id: string;
  slug: string;
  title: string;
  description: string;
  access: 'members' | 'vip';
  position: number;
  thread_count: number;
  post_count: number;
  last_post_at: Date | null;
}

export type Person = Pick<Principal, 'userId' | 'roles' | 'premium'>;

export const isStaff = (p: { roles: readonly string[] }) => p.roles.includes('admin') || p.roles.includes('support');

/** What a person may read: rooms by access, report threads by entitlement. Computed once per request. */
export interface Reader {
  userId: string;
  staff: boolean;
  vip: boolean;
  premiumReports: boolean;
}

export async function readerOf(runtime: Runtime, person: Person): Promise<Reader> {
  const staff = isStaff(person);
  if (staff) return { userId: person.userId, staff, vip: true, premiumReports: true };
  const e = await billedEntitlementsOf(runtime, person);
  return { userId: person.userId, staff, vip: e.vipCommunity, premiumReports: e.premiumReports };
}

export const mayEnter = (reader: Reader, access: string) => access === 'members' || reader.vip;

export function assertEnter(reader: Reader, room: { access: string }): void {
  if (!mayEnter(reader, room.access)) throw new Forbidden(VIP_REFUSED, 'VIP_REQUIRED');
}

/** A thread: its room's access, then its subject's (a premium report). */
export function assertRead(reader: Reader, thread: { access: string; subject_kind: string | null }): void {
  assertEnter(reader, thread);
  if (thread.subject_kind === 'report' && !reader.premiumReports) throw new Forbidden(REPORT_REFUSED, 'PREMIUM_REQUIRED');
}

export const roomNotFound = () => new NotFound('Sala não encontrada.', 'ROOM_NOT_FOUND');
export const threadNotFound = () => new NotFound('Tópico não encontrado.', 'THREAD_NOT_FOUND');

/**
 * Of these people, those who can read a thread (mentions keep only them): accounts that exist, and
 * for the VIP room or a report thread, with the entitlement (or staff).
 */
export async function whoCanRead(runtime: Runtime, userIds: readonly string[], thread: { access: string; subject_kind: string | null }): Promise<string[]> {
  const rows = await accountRowsOf(runtime.db, userIds);
  const out: string[] = [];
  for (const row of rows) {
    if (thread.access === 'members' && thread.subject_kind !== 'report') {
      out.push(row.id);
      continue;
    }
    const reader = await readerOf(runtime, { userId: row.id, roles: [row.role as 'user'], premium: true });
    try {
      assertRead(reader, thread);
      out.push(row.id);
    } catch {
      // cannot read it: not mentioned
    }
  }
  return out;
}
