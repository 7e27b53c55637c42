import { describe, expect, it } from 'vitest';
import { leagueWeekById, leagueWeekOf, leagueWeekOfDay, lastClosableWeek, shiftWeek } from '@piboost/events';
import { closeCohort, compareStandings, tierAfter, zoneOf, zonesOf } from './rules';

describe('the league clock (America/Sao_Paulo)', () => {
  it('runs Monday 00:00 to Sunday 23:59:59 São Paulo, named by the ISO week of its Monday', () => {
    const w = leagueWeekOfDay('2026-11-27');
    expect(w).toMatchObject({ id: '2026-W48', monday: '2026-11-23' });
    expect(w.startsAt.toISOString()).toBe('2026-11-23T03:00:00.000Z');
    expect(w.endsAt.toISOString()).toBe('2026-11-30T03:00:00.000Z');
    expect(w.closesAt.toISOString()).toBe('2026-11-30T03:10:00.000Z');
    // Sunday 23:59:59 São Paulo is still the week; Monday 00:00 is the next.
    expect(leagueWeekOf(new Date('2026-11-30T02:59:59Z')).id).toBe('2026-W48');
    expect(leagueWeekOf(new Date('2026-11-30T03:00:00Z')).id).toBe('2026-W49');
  });

  it('crosses years by the ISO rule, and reads week ids back', () => {
    expect(leagueWeekOfDay('2027-01-01').id).toBe('2026-W53');
    expect(leagueWeekOfDay('2027-01-04').id).toBe('2027-W01');
    expect(shiftWeek(leagueWeekOfDay('2026-12-30'), 1).id).toBe('2027-W01');
    for (const id of ['2026-W01', '2026-W48', '2026-W53', '2027-W01']) expect(leagueWeekById(id)?.id).toBe(id);
    expect(leagueWeekById('2027-W53')).toBeNull();
    expect(leagueWeekById('semana')).toBeNull();
  });

  it('closes a week only once its grace window is over', () => {
    expect(lastClosableWeek(new Date('2026-11-30T03:09:59Z')).id).toBe('2026-W47');
    expect(lastClosableWeek(new Date('2026-11-30T03:10:00Z')).id).toBe('2026-W48');
  });
});

describe('the league rules', () => {
  it('has the full zones of a cohort of 30 and proportional ones below, never overlapping', () => {
    expect(zonesOf('bronze', 30)).toEqual({ promotion: 10, demotion: 0 });
    expect(zonesOf('prata', 30)).toEqual({ promotion: 7, demotion: 5 });
    expect(zonesOf('ouro', 30)).toEqual({ promotion: 5, demotion: 5 });
    expect(zonesOf('diamante', 30)).toEqual({ promotion: 0, demotion: 5 });
    expect(zonesOf('bronze', 1)).toEqual({ promotion: 1, demotion: 0 });
    expect(zonesOf('prata', 10)).toEqual({ promotion: 3, demotion: 1 });
    for (let size = 1; size <= 30; size++) {
      for (const tier of ['bronze', 'prata', 'ouro', 'safira', 'diamante'] as const) {
        const z = zonesOf(tier, size);
        expect(z.promotion + z.demotion).toBeLessThanOrEqual(size);
      }
    }
    expect(zoneOf('prata', 30, 7)).toBe('promotion');
    expect(zoneOf('prata', 30, 8)).toBe('safe');
    expect(zoneOf('prata', 30, 26)).toBe('demotion');
  });

  it('settles ties by XP, then who reached it first, then user id', () => {
    const a = { userId: 'a', xp: 100, reachedAt: 2 };
    const b = { userId: 'b', xp: 100, reachedAt: 1 };
    const c = { userId: 'c', xp: 100, reachedAt: 1 };
    const d = { userId: 'd', xp: 120, reachedAt: 9 };
    expect([a, b, c, d].sort(compareStandings).map((s) => s.userId)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('closes a cohort into ranks and outcomes; tiers move one step and stop at the ends', () => {
    const members = Array.from({ length: 30 }, (_, i) => ({ userId: `u${String(i).padStart(2, '0')}`, xp: 1000 - i * 10, reachedAt: 0 }));
    const closed = closeCohort('prata', [...members].reverse());
    expect(closed.map((s) => s.rank)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(closed.filter((s) => s.outcome === 'promoted').map((s) => s.userId)).toEqual(members.slice(0, 7).map((m) => m.userId));
    expect(closed.filter((s) => s.outcome === 'demoted').map((s) => s.userId)).toEqual(members.slice(25).map((m) => m.userId));
    expect(tierAfter('bronze', 'demoted')).toBe('bronze');
    expect(tierAfter('diamante', 'promoted')).toBe('diamante');
    expect(tierAfter('ouro', 'promoted')).toBe('safira');
  });
});
