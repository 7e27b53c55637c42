import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import { json, renderWithProviders } from '../../../testing/render';
import type { DailyChallenge, WeeklyQuests } from '../api/types';
import { AchievementBadge } from './overview-tab';
import { ChallengesTab } from './challenges-tab';
import { WeeklyQuestsCard } from './weekly-quests';

// The names the server defines (daily challenges, weekly quests, achievements) in the person's
// language (issue 26): the API sends them in Portuguese with their key; the console names them.

const challenge = (key: string | null, title: string, description: string, target: number): DailyChallenge => ({
  id: `c-${key ?? 'old'}`,
  key,
  title,
  description,
  type: 'activity',
  target,
  current: 0,
  xpReward: 30,
  bonusMultiplier: 1,
  difficulty: 'easy',
  isCompleted: false,
  expiresAt: '2026-11-27T03:00:00.000Z',
  streakDays: 0,
});

const challenges = {
  day: '2026-11-26',
  challenges: [
    challenge('login', 'Presença Diária', 'Faça login hoje.', 1),
    challenge('achievement', 'Caçador de Conquistas', 'Desbloqueie 1 conquista hoje.', 1),
    challenge(null, 'Desafio Antigo', 'Um desafio que o catálogo não tem mais.', 2),
  ],
};

const quests: WeeklyQuests = {
  week: '2026-W48',
  startsOn: '2026-11-23',
  endsOn: '2026-11-29',
  endsAt: '2026-11-30T03:00:00.000Z',
  quests: [{ id: '2026-W48:login_days', key: 'login_days', title: 'Presença na Semana', description: 'Entre na plataforma em 4 dias diferentes da semana.', target: 4, current: 1, completed: false, reward: 'boost' }],
  freezes: { held: 0, cap: 2 },
  boost: null,
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/api/gamification/challenges') return json(200, { success: true, data: challenges });
    if (url === '/api/gamification/quests') return json(200, { success: true, data: quests });
    return json(404, { success: false, message: 'x', code: 'NOT_FOUND' });
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setPersonLocale(null);
});

const achievement = { id: 'streak_7', title: 'Semana Dedicada', description: 'Entrou 7 dias seguidos.', badge_icon: '📅', badge_color: '#ef4444', family: null, unlocked_at: '2026-11-20T12:00:00.000Z' };

describe('gamification names in US English', () => {
  it('names the challenges, the quests and an achievement in English; an unknown one as the API sent it', async () => {
    await setPersonLocale('en-US');
    renderWithProviders(
      <>
        <ChallengesTab />
        <WeeklyQuestsCard />
        <ul>
          <AchievementBadge achievement={achievement} />
        </ul>
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Daily Check-in' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Achievement Hunter' })).toBeTruthy();
    expect(screen.getByText('Unlock 1 achievement today.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Desafio Antigo' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Weekly Check-in' })).toBeTruthy();
    expect(screen.getByText('Sign in to the platform on 4 different days this week.')).toBeTruthy();
    expect(screen.getByText('Dedicated Week')).toBeTruthy();
    expect(screen.queryByText('Presença Diária')).toBeNull();
    expect(screen.queryByText('Caçador de Conquistas')).toBeNull();
    expect(screen.queryByText('Semana Dedicada')).toBeNull();
  });
});

describe('gamification names in Spain Spanish', () => {
  it('names the challenges and the quests in Spanish', async () => {
    await setPersonLocale('es-ES');
    renderWithProviders(
      <>
        <ChallengesTab />
        <WeeklyQuestsCard />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Presencia diaria' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cazador de logros' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Presencia en la semana' })).toBeTruthy();
    expect(screen.queryByText('Presença Diária')).toBeNull();
  });
});
