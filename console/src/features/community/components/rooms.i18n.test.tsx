import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { json, renderWithProviders } from '../../../testing/render';
import type { Room } from '../api/community';
import { CommunityRooms } from './rooms';

// Issue 26: the rooms list speaks the reader's language - counts with their plurals, the way in,
// the VIP room's way to Elite - while the rooms' titles and descriptions stay as the staff typed them.

const room = (over: Partial<Room>): Room => ({
  id: 'r',
  slug: 'geral',
  title: 'Sala geral',
  description: 'Para todos',
  access: 'members',
  canEnter: true,
  threadCount: 1,
  postCount: 0,
  lastPostAt: null,
  ...over,
});

beforeEach(() => {
  const rooms = [room({}), room({ id: 'v', slug: 'vip', title: 'Sala VIP', access: 'vip', canEnter: false, threadCount: 2, postCount: 5 })];
  vi.stubGlobal('fetch', async () => json(200, { success: true, data: { rooms } }));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

describe('CommunityRooms in other languages', () => {
  it('speaks US English around the rooms the staff named in Portuguese', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(<CommunityRooms />);
    const general = (await screen.findByRole('heading', { name: 'Sala geral' })).closest('article') as HTMLElement;
    expect(within(general).getByText('1 thread · no posts')).toBeTruthy();
    expect(within(general).getByRole('link', { name: 'Enter the room' })).toBeTruthy();
    const vip = screen.getByRole('heading', { name: /Sala VIP/ }).closest('article') as HTMLElement;
    expect(within(vip).getByText('2 threads · 5 posts')).toBeTruthy();
    expect(within(vip).getByRole('link', { name: 'Discover the Elite plan' }).getAttribute('href')).toBe('/plans');
    expect(screen.getByRole('region', { name: 'Rooms' })).toBeTruthy();
    expect(screen.queryByText(/Entrar na sala|tópicos|Conhecer o plano Elite/)).toBeNull();
  });

  it('speaks Spain Spanish', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(<CommunityRooms />);
    const general = (await screen.findByRole('heading', { name: 'Sala geral' })).closest('article') as HTMLElement;
    expect(within(general).getByText('1 tema · ninguna publicación')).toBeTruthy();
    expect(within(general).getByRole('link', { name: 'Entrar en la sala' })).toBeTruthy();
    const vip = screen.getByRole('heading', { name: /Sala VIP/ }).closest('article') as HTMLElement;
    expect(within(vip).getByText('2 temas · 5 publicaciones')).toBeTruthy();
    expect(within(vip).getByRole('link', { name: 'Conocer el plan Elite' })).toBeTruthy();
    expect(screen.queryByText(/Entrar na sala|tópicos|Conhecer o plano Elite/)).toBeNull();
  });

  it('keeps the Portuguese byte for byte in pt-BR, 0 included', async () => {
    renderWithProviders(<CommunityRooms />);
    const general = (await screen.findByRole('heading', { name: 'Sala geral' })).closest('article') as HTMLElement;
    expect(within(general).getByText('1 tópico · 0 publicações')).toBeTruthy();
  });
});
