import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { EVENT_LABELS, premiumAccess, premiumAccessLabel } from './labels';

describe('labels', () => {
  it('names every event type of the catalogue in Portuguese, and nothing else', () => {
    expect(catalogue.types.filter((type) => !(type in EVENT_LABELS))).toEqual([]);
    expect(Object.keys(EVENT_LABELS).filter((type) => !catalogue.get(type))).toEqual([]);
  });

  it('keeps Premium apart from the chosen plan: subscription, trial or none', () => {
    const now = new Date('2026-11-23T15:00:00Z');
    expect(premiumAccess(null, null, now)).toBeNull();
    expect(premiumAccess('2026-11-01T00:00:00Z', '2026-11-20T00:00:00Z', now)).toBeNull();
    expect(premiumAccess('2026-12-31T02:59:59Z', null, now)).toEqual({ kind: 'subscription', until: new Date('2026-12-31T02:59:59Z') });
    expect(premiumAccess('2026-11-01T00:00:00Z', '2026-12-10T12:00:00Z', now)).toEqual({ kind: 'trial', until: new Date('2026-12-10T12:00:00Z') });
    expect(premiumAccess('2026-12-01T00:00:00Z', '2026-12-10T12:00:00Z', now)?.kind).toBe('trial');
    expect(premiumAccess('2026-12-10T12:00:00Z', '2026-12-10T12:00:00Z', now)?.kind).toBe('subscription');
    // 02:59:59 UTC on the 31st is still the 30th in São Paulo.
    expect(premiumAccessLabel(premiumAccess('2026-12-31T02:59:59Z', null, now))).toBe('Assinatura até 30/12/2026');
    expect(premiumAccessLabel(premiumAccess(null, '2026-12-10T12:00:00Z', now))).toBe('Teste grátis até 10/12/2026');
    expect(premiumAccessLabel(null)).toBe('Sem Premium');
  });
});
