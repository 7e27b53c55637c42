import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { CHAIN_RECIPE } from '@piboost/events/market';
import { afterEach, describe, expect, it } from 'vitest';
import { setPersonLocale } from '../../../i18n';
import type { AnalysisView } from '../api/types';
import { AnalysisCard } from './analysis-card';
import { ChainAudit } from './chain-audit';

// Issue 26: the analysis card's chrome follows the reader's language ("Simulação local" included);
// the AI's analysis stays in Portuguese, marked lang="pt-BR", with a note saying so.

const view = {
  analysis: {
    analysisId: 'a1',
    title: 'Bitcoin firme acima da média',
    summary: 'O mercado segue comprador.',
    body: 'Texto completo da análise.',
    sentiment: 'bullish',
    alerts: [],
    macroNotes: [],
    sources: [],
    model: 'sonar-pro',
    simulated: true,
    publishedAt: '2026-11-27T12:00:00.000Z',
  },
  fallback: null,
  ageHours: 1,
  delayedHours: 0,
  status: { state: 'connected', simulated: true, since: '2026-11-27T12:00:00Z', lastError: null, nextRetryAt: null, model: 'sonar-pro' },
  warning: null,
  nextRefreshAt: null,
} as unknown as AnalysisView;

const wrap = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => setPersonLocale(null));

describe('AnalysisCard in other languages', () => {
  it('shows the chrome in US English and the AI text as written, marked Portuguese, under the note', async () => {
    await setPersonLocale('en-US');
    wrap(<AnalysisCard view={view} />);
    expect(screen.getByRole('heading', { name: 'Real-time AI market analysis' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getAllByText('Local simulation').length).toBeGreaterThan(0);
    expect(screen.getByText('Written in Portuguese by our AI; shown as written.')).toBeTruthy();
    expect(screen.getByText('O mercado segue comprador.').getAttribute('lang')).toBe('pt-BR');
    expect(screen.getByRole('heading', { name: 'Bitcoin firme acima da média' }).getAttribute('lang')).toBe('pt-BR');
    expect(screen.getByText(/Bullish bias/)).toBeTruthy();
    expect(screen.queryByText(/Simulação local|Atualizar|Viés de alta|Ler a análise completa/)).toBeNull();
  });

  it('shows the chrome in Spain Spanish', async () => {
    await setPersonLocale('es-ES');
    wrap(<AnalysisCard view={view} />);
    expect(screen.getByRole('heading', { name: 'Análisis de mercado de la IA en tiempo real' })).toBeTruthy();
    expect(screen.getAllByText('Simulación local').length).toBeGreaterThan(0);
    expect(screen.getByText('Escrito en portugués por nuestra IA; se muestra tal como fue escrito.')).toBeTruthy();
    expect(screen.getByText('Leer el análisis completo')).toBeTruthy();
    expect(screen.queryByText(/Simulação local|Análise de mercado da IA|Ler a análise completa/)).toBeNull();
  });

  it('shows no note in pt-BR', () => {
    wrap(<AnalysisCard view={view} />);
    expect(screen.getByRole('heading', { name: 'Análise de mercado da IA em tempo real' })).toBeTruthy();
    expect(screen.queryByText('Conteúdo gerado em português pela nossa IA.')).toBeNull();
  });
});

describe('ChainAudit', () => {
  it('says the recipe in pt-BR exactly as CHAIN_RECIPE (the downloaded chain carries it)', () => {
    wrap(<ChainAudit />);
    expect(screen.getByText(CHAIN_RECIPE)).toBeTruthy();
  });

  it('says the recipe in US English', async () => {
    await setPersonLocale('en-US');
    wrap(<ChainAudit />);
    expect(screen.getByRole('heading', { name: 'Check it yourself' })).toBeTruthy();
    expect(screen.getByText(/^hash = SHA-256, in lowercase hexadecimal, of the JSON text of the list \[previousHash, callId,/)).toBeTruthy();
    expect(screen.queryByText(CHAIN_RECIPE)).toBeNull();
  });
});
