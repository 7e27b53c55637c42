import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GamificationRoute from '../../../app/routes/gamification';
import { setPersonLocale } from '../../../i18n';
import { setTimeZone } from '../../../lib/time-zone';
import { json, renderWithProviders } from '../../../testing/render';
import type { League, LeagueMember } from '../api/types';
import { LeagueCard } from './league-card';
import { LeagueTab } from './league-tab';

// The league screens and the Central's chrome in English and Spanish (issue 26): tier names,
// ordinals, the time left and the rules in the person's language; people's names as they typed them.

const member = (position: number, xp: number, zone: LeagueMember['zone'], extra: Partial<LeagueMember> = {}): LeagueMember => ({
  position,
  displayName: `Pessoa ${position}`,
  xp,
  isMe: false,
  zone,
  tie: false,
  ...extra,
});

const league: League = {
  week: '2026-W48',
  tier: 'prata',
  tierLabel: 'Prata',
  endsAt: '2026-11-30T03:00:00.000Z',
  optedOut: false,
  eligible: true,
  cohortId: 'league-2026-W48-prata-1',
  promotionCount: 3,
  demotionCount: 2,
  members: [
    member(1, 1300, 'promotion'),
    member(2, 150, 'promotion'),
    member(3, 120, 'promotion'),
    member(4, 80, 'safe', { isMe: true, displayName: 'Ana Souza' }),
    member(5, 60, 'safe'),
    member(6, 20, 'demotion'),
  ],
  me: { position: 4, xp: 80 },
  lastResult: { week: '2026-W47', outcome: 'promoted', fromTier: 'bronze', toTier: 'prata', rank: 2 },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:00:00.000Z'));
  vi.stubGlobal('fetch', async (url: string) => (url === '/api/gamification/league' ? json(200, { success: true, data: league }) : json(404, { success: false, message: 'x', code: 'NOT_FOUND' })));
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setTimeZone(null);
  await setPersonLocale(null);
});

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));

describe('the leagues in US English', () => {
  it('shows the league, ordinals, the time left and the rules', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(<LeagueTab />);
    const table = await screen.findByRole('table', { name: /Silver league standings/ });
    expect(cellsOf(table).slice(0, 2)).toEqual([
      ['Position', 'Name', 'XP this week'],
      ['1st (promotion zone)', 'Pessoa 1', '1,300'],
    ]);
    expect(screen.getByText(/Your position:/).textContent).toBe('Your position: 4th of 6 · 80 XP this week');
    expect(screen.getByText(/Time left/).textContent).toBe('Time left: 3 days and 12 h · closes Sunday, 11/29, 11:59 PM');
    expect(screen.getByText(/Last week/).textContent).toBe('Last week: you moved up to the Silver league, finishing 2nd in the Bronze league.');
    expect(screen.getByText(/move up a league/).textContent).toBe('The top 3 move up a league; the bottom 2 move down. In smaller groups, the zones are proportional.');
    expect(screen.getByText(/^Leagues:/).textContent).toBe('Leagues: Bronze, Silver, Gold, Sapphire, and Diamond. Staff and demo accounts do not take part.');
    expect(screen.queryByText(/Semana passada/)).toBeNull();
  });

  it('shows the dashboard card', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(<LeagueCard />);
    const card = await screen.findByRole('region', { name: /Weekly league Silver/ });
    expect(within(card).getByText(/of 6/).textContent).toBe('4th of 6 · 80 XP this week');
    expect(within(card).getByText('Ends in 3 days and 12 h.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'See my league' })).toBeTruthy();
  });
});

describe('the leagues and the Central in Spain Spanish', () => {
  it('shows the Central’s tabs and the league tab', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(<LeagueTab />);
    const table = await screen.findByRole('table', { name: /Clasificación de la liga Plata/ });
    expect(cellsOf(table)[5]).toEqual(['4.º', 'Ana Souza (tú)', '80']);
    expect(screen.getByText(/Tu posición:/).textContent).toBe('Tu posición: 4.º de 6 · 80 XP esta semana');
    expect(screen.getByText(/suben de liga/).textContent).toBe('Los 3 primeros suben de liga; los 2 últimos bajan. En grupos más pequeños, las zonas son proporcionales.');
    expect(screen.queryByText(/Como funcionam as ligas/)).toBeNull();
  });

  it('names the Central and its tabs', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(<GamificationRoute />);
    expect(screen.getByRole('heading', { level: 1, name: 'Centro de Gamificación' })).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Secciones del Centro de Gamificación' });
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Resumen', 'Liga', 'Desafíos', 'Ranking', 'Recompensas', 'Analytics']);
    expect(document.title).toBe('Centro de Gamificación · π Boost');
    expect(screen.queryByText('Visão Geral')).toBeNull();
  });
});
