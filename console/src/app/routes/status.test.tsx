import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders } from '../../testing/render';
import StatusRoute from './status';

// Status da Plataforma as staff see it (GET /api/health with the checks): the read replica's line
// says how far behind it is (issue 27 item 2).
beforeEach(() => {
  const checks = {
    database: { ok: true, details: { embedded: false } },
    readReplica: { ok: false, details: { standby: true, replayPaused: true, lagBytes: 16_384, lagSeconds: 12 } },
  };
  vi.stubGlobal('fetch', async () => json(200, { success: true, status: 'degraded', checks }));
});
afterEach(() => vi.unstubAllGlobals());

describe('StatusRoute', () => {
  it('names the read replica and shows its lag in seconds and WAL bytes', async () => {
    renderWithProviders(<StatusRoute />);
    expect(await screen.findByText('Réplica de leitura')).toBeTruthy();
    expect(screen.getByText('Atraso: 12 s, 16.384 bytes de WAL (replay pausado)')).toBeTruthy();
    expect(screen.getByText('Plataforma com instabilidade')).toBeTruthy();
  });
});
