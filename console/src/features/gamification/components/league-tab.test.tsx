import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTimeZone } from '../../../lib/time-zone';
import { json, renderWithProviders } from '../../../testing/render';
import type { League, LeagueMember } from '../api/types';
import { LeagueCard } from './league-card';
import { LeagueTab } from './league-tab';

// The league screens over the contract's answer of GET /api/gamification/league (stubbed at fetch;
// the server's tests rank and zone): the table with its zones, ties and the caller's row, the time
// left in the person's time zone, last week's result, and the empty states.

const member = (position: number, xp: number, zone: LeagueMember['zone'], extra: Partial<LeagueMember> = {}): LeagueMember => ({
  position,
  displayName: `Pessoa ${position}`,
  xp,
  isMe: false,
  zone,
  tie: false,
  ...extra,
});

// Prata, 9 people: top 3 promoted (a small cohort), bottom 2 demoted; 4th and 5th tie at 80 XP.
const league: League = {
  week: '2026-W48',
  tier: 'prata',
  tierLabel: 'Prata',
  // Monday 30/11 00:00 in São Paulo: the first instant after the week.
  endsAt: '2026-11-30T03:00:00.000Z',
  optedOut: false,
  eligible: true,
  cohortId: 'league-2026-W48-prata-1',
  promotionCount: 3,
  demotionCount: 2,
  members: [
    member(1, 300, 'promotion'),
    member(2, 150, 'promotion'),
    member(3, 120, 'promotion'),
    member(4, 80, 'safe', { tie: true, isMe: true, displayName: 'Ana Souza' }),
    member(5, 80, 'safe', { tie: true, displayName: 'Investidor anônimo' }),
    member(6, 60, 'safe'),
    member(7, 40, 'safe'),
    member(8, 20, 'demotion'),
    member(9, 10, 'demotion'),
  ],
  me: { position: 4, xp: 80 },
  lastResult: { week: '2026-W47', outcome: 'promoted', fromTier: 'bronze', toTier: 'prata', rank: 2 },
};

let answer: League;
beforeEach(() => {
  answer = league;
  // Thursday 26/11 12:00 in São Paulo: 3 days and 12 h to the close.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T15:00:00.000Z'));
  vi.stubGlobal('fetch', async (url: string) => (url === '/api/gamification/league' ? json(200, { success: true, data: answer }) : json(404, { success: false, message: 'x', code: 'NOT_FOUND' })));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setTimeZone(null);
});

const cellsOf = (table: HTMLElement) => within(table).getAllByRole('row').map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent));

describe('LeagueTab', () => {
  it('shows the tier, my position, the time left and the cohort with zones, ties and my row', async () => {
    renderWithProviders(<LeagueTab />);
    const table = await screen.findByRole('table', { name: /Classificação da liga Prata/ });
    expect(screen.getByText('Prata').className).toContain('league-tier--prata');
    expect(screen.getByText(/Sua posição:/).textContent).toBe('Sua posição: 4º de 9 · 80 XP na semana');
    // The 3rd has 120 XP: passing them takes 41.
    expect(screen.getByText('Faltam 41 XP para a zona de promoção.')).toBeTruthy();
    expect(screen.getByText(/Tempo restante/).textContent).toBe('Tempo restante: 3 dias e 12 h · encerra domingo, 29/11, 23:59');
    expect(cellsOf(table)).toEqual([
      ['Posição', 'Nome', 'XP na semana'],
      ['1º (zona de promoção)', 'Pessoa 1', '300'],
      ['2º (zona de promoção)', 'Pessoa 2', '150'],
      ['3º (zona de promoção)', 'Pessoa 3', '120'],
      ['▲ Zona de promoção acima'],
      ['4º', 'Ana Souza (você)', '80empate'],
      ['5º', 'Investidor anônimo', '80empate'],
      ['6º', 'Pessoa 6', '60'],
      ['7º', 'Pessoa 7', '40'],
      ['▼ Zona de rebaixamento'],
      ['8º (zona de rebaixamento)', 'Pessoa 8', '20'],
      ['9º (zona de rebaixamento)', 'Pessoa 9', '10'],
    ]);
    const mine = within(table).getAllByRole('row').find((r) => r.getAttribute('aria-current') === 'true')!;
    expect(mine.textContent).toContain('Ana Souza');
    expect(mine.className).toContain('gam-board__me');
    expect(screen.getByText(/Semana passada/).textContent).toBe('Semana passada: você subiu para a liga Prata, em 2º lugar na liga Bronze.');
    // The rules say this tier's zones.
    expect(screen.getByText(/primeiros sobem de liga/).textContent).toBe('Os 3 primeiros sobem de liga; os 2 últimos descem. Em grupos menores, as zonas são proporcionais.');
  });

  it('says the zones of a small group in the singular', async () => {
    answer = { ...league, promotionCount: 1, demotionCount: 1 };
    renderWithProviders(<LeagueTab />);
    expect((await screen.findByText(/sobe de liga/)).textContent).toBe('O primeiro sobe de liga; o último desce. Em grupos menores, as zonas são proporcionais.');
  });

  it("shows the week's close in the person's time zone", async () => {
    setTimeZone('America/New_York');
    renderWithProviders(<LeagueTab />);
    expect((await screen.findByText(/Tempo restante/)).textContent).toBe('Tempo restante: 3 dias e 12 h · encerra domingo, 29/11, 21:59');
  });

  it('invites a person without XP this week, explains an opt-out, and tells staff they do not take part', async () => {
    answer = { ...league, cohortId: null, members: [], me: null, lastResult: null, tier: 'bronze', tierLabel: 'Bronze', promotionCount: 10, demotionCount: 0 };
    const { unmount } = renderWithProviders(<LeagueTab />);
    expect(await screen.findByText('Ganhe XP nesta semana para entrar em uma liga.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText(/primeiros sobem de liga/).textContent).toBe('Os 10 primeiros sobem de liga; nesta liga ninguém desce. Em grupos menores, as zonas são proporcionais.');
    unmount();

    answer = { ...league, optedOut: true, cohortId: null, members: [], me: null };
    const optedOut = renderWithProviders(<LeagueTab />);
    const note = await screen.findByText(/Você não está participando das ligas semanais/);
    expect(within(note).getByRole('link', { name: 'preferências' }).getAttribute('href')).toBe('/profile?aba=notificacoes');
    optedOut.unmount();

    answer = { ...league, eligible: false, cohortId: null, members: [], me: null, lastResult: null };
    renderWithProviders(<LeagueTab />);
    expect(await screen.findByText('Contas da equipe e de demonstração não participam das ligas semanais.')).toBeTruthy();
  });

  it('says a top-tier person has no promotion zone', async () => {
    answer = { ...league, tier: 'diamante', tierLabel: 'Diamante', promotionCount: 0, members: league.members.map((m) => (m.zone === 'promotion' ? { ...m, zone: 'safe' } : m)) };
    renderWithProviders(<LeagueTab />);
    expect(await screen.findByText('Diamante é a liga mais alta: sem zona de promoção.')).toBeTruthy();
    expect(screen.queryByText('▲ Zona de promoção acima')).toBeNull();
  });
});

describe('LeagueCard', () => {
  it('shows tier, position, distance to the promotion line and links to the league tab', async () => {
    renderWithProviders(<LeagueCard />);
    const card = await screen.findByRole('region', { name: /Liga semanal/ });
    expect(within(card).getByText(/de 9/).textContent).toBe('4º de 9 · 80 XP na semana');
    expect(within(card).getByText('Faltam 41 XP para a zona de promoção.')).toBeTruthy();
    expect(within(card).getByText('Termina em 3 dias e 12 h.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Ver minha liga' }).getAttribute('href')).toBe('/gamification?aba=liga');
  });

  it('invites a person not placed yet, and stays away for someone who left the leagues', async () => {
    answer = { ...league, cohortId: null, members: [], me: null };
    const { unmount } = renderWithProviders(<LeagueCard />);
    expect(await screen.findByText('Ganhe XP nesta semana para entrar em uma liga.')).toBeTruthy();
    unmount();
    answer = { ...league, optedOut: true, cohortId: null, members: [], me: null };
    const { container } = renderWithProviders(<LeagueCard />);
    // Once the stubbed answer has arrived, the card renders nothing.
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
