import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../../testing/render';
import type { Room, RoomThreads } from '../api/community';
import { RoomPage } from './room';
import { CommunityRooms } from './rooms';

// The rooms list and a room's feed over the server's answers (stubbed at fetch): staff-typed room
// titles and people's names and titles with HTML are text; the VIP room without Elite has no way in;
// a refused room shows the server's message with the plans.

const XSS = `<img src=x onerror=alert(1)><script>alert(2)</script>`;
const room = (over: Partial<Room>): Room => ({ id: 'r', slug: 'geral', title: 'Sala geral', description: 'Para todos', access: 'members', canEnter: true, threadCount: 2, postCount: 5, lastPostAt: null, ...over });

let routes: Record<string, () => Response>;
beforeEach(() => {
  routes = { '/api/community/me': () => json(200, { success: true, data: { muted: null, banned: null, unread: 0 } }) };
  vi.stubGlobal('fetch', async (url: string) => (routes[url] ?? (() => json(404, { success: false, message: 'Sala não encontrada.', code: 'NOT_FOUND' })))());
});
afterEach(() => vi.unstubAllGlobals());

describe('CommunityRooms', () => {
  it('shows room titles as text and the VIP room without a way in for someone without Elite', async () => {
    routes['/api/community/rooms'] = () => json(200, { success: true, data: { rooms: [room({ id: 'a', title: XSS, description: XSS }), room({ id: 'v', slug: 'vip', title: 'Sala VIP', access: 'vip', canEnter: false })] } });
    const { container } = renderWithProviders(<CommunityRooms />);
    expect(await screen.findByRole('link', { name: XSS })).toBeTruthy();
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
    const vip = screen.getByRole('heading', { name: /Sala VIP/ }).closest('article')!;
    expect(within(vip as HTMLElement).queryByRole('link', { name: 'Entrar na sala' })).toBeNull();
    expect(within(vip as HTMLElement).getByRole('link', { name: 'Conhecer o plano Elite' }).getAttribute('href')).toBe('/plans');
  });
});

describe('RoomPage', () => {
  it('lists threads with titles and author names as text', async () => {
    const feed: RoomThreads = {
      room: { slug: 'geral', title: 'Sala geral', access: 'members' },
      threads: [{ id: 't1', title: XSS, author: { id: 'u', name: XSS, staff: false, removed: false }, replyCount: 1, reactionCount: 0, lastPostAt: '2026-11-27T12:00:00.000Z', subject: null, hasBestAnswer: true, held: null }],
      page: 1,
      pageSize: 20,
      total: 1,
    };
    routes['/api/community/rooms/geral/threads?page=1'] = () => json(200, { success: true, data: feed });
    const { container } = renderWithProviders(<RoomPage slug="geral" />);
    expect(await screen.findByRole('link', { name: XSS })).toBeTruthy();
    expect(screen.getByText(`por ${XSS}`, { exact: false })).toBeTruthy();
    expect(screen.getByText('Resolvido')).toBeTruthy();
    expect(container.querySelectorAll('img, script')).toHaveLength(0);
  });

  it('shows the VIP refusal in the server words with the way to the plans', async () => {
    routes['/api/community/rooms/vip/threads?page=1'] = () => json(403, { success: false, message: 'A Sala VIP é exclusiva do plano Elite.', code: 'VIP_ONLY' });
    renderWithProviders(<RoomPage slug="vip" />);
    expect(await screen.findByText('A Sala VIP é exclusiva do plano Elite.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Conhecer os planos' }).getAttribute('href')).toBe('/plans');
    expect(screen.getByRole('heading', { level: 1, name: 'Comunidade' })).toBeTruthy();
  });
});
