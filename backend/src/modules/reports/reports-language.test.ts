// Issue 26: the weekly report's mail and the report's PDF in the language the person chose. Our words
// (title, headline, labels, dates, numbers) are translated; the analyses' titles, written by our AI
// in Portuguese, stay as written under a note. pt-BR is unchanged (reports.test.ts).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { receivedMail } from '../../../../tests/support/outbox';
import { pdfText } from '../../../../tests/support/pdf';
import { personSpeaking } from '../../../../tests/support/profile';
import type { Report } from './build';
import { mailWeeklyReport } from './mail';
import { renderPdf } from './render';

const report: Report = {
  reportId: randomUUID(),
  kind: 'weekly',
  periodStart: '2026-11-09',
  periodEnd: '2026-11-15',
  partial: false,
  generatedAt: '2026-11-16T03:30:00.000Z',
  title: 'Relatório semanal de 09/11/2026 a 15/11/2026',
  headline: 'Bitcoin +11,11% no período; 4 análises publicadas; 35 chamadas pontuadas (ainda sem histórico suficiente para taxa de acerto).',
  simulated: true,
  source: 'simulador',
  figures: {
    coins: [{ coinId: 'bitcoin', symbol: 'BTC', name: 'Bitcoin', openBrl: 90, closeBrl: 1100.5, changePct: 11.11 }],
    analyses: { count: 4, bullish: 2, bearish: 1, neutral: 1, items: [{ analysisId: randomUUID(), publishedAt: '2026-11-10T13:00:00.000Z', title: 'Bitcoin retoma alta', sentiment: 'bullish' }] },
    calls: { published: 12, up: 7, down: 3, flat: 2 },
    scored: { count: 35, hits: 22, hitRatePct: 62.86 },
  },
};

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
}, 90_000);
afterAll(async () => h?.close(), 120_000);

async function weeklyMailTo(language: 'en-US' | 'es-ES') {
  const p = await personSpeaking(h, language);
  const hooks = { weeklyRecipients: async () => [{ userId: p.userId, email: p.email, name: 'Mary Investor' }], stopWeeklyReport: async () => false };
  await mailWeeklyReport(h.runtime, hooks, report);
  return receivedMail(h.runtime, { to: p.email, tag: 'weekly-report' });
}

describe('the weekly report mail in the person language', () => {
  it('writes it in English to a person who chose en-US', async () => {
    const mail = await weeklyMailTo('en-US');
    expect(mail.subject).toBe('Weekly report from 11/09/2026 to 11/15/2026 - π Boost (local simulation)');
    expect(mail.text).toMatch(/^Hi Mary,\n\nWeekly report from 11\/09\/2026 to 11\/15\/2026\.\nBitcoin \+11\.11% in the period; 4 analyses published; 22 of 35 scored calls correct \(62\.86%\)\.\n/);
    expect(mail.text).toContain('- Bitcoin (BTC): +11.11%');
    expect(mail.text).toContain('Analyses published: 4. Calls published: 12. Calls scored: 35 (22 correct).');
    expect(mail.text).toMatch(/Unsubscribe here: http\S+\/reports\/cancelar\?u=/);
    expect(mail.text).not.toMatch(/Olá|Relatório|período/);
  });

  it('writes it in Spanish to a person who chose es-ES', async () => {
    const mail = await weeklyMailTo('es-ES');
    expect(mail.subject).toBe('Informe semanal del 09/11/2026 al 15/11/2026 - π Boost (simulación local)');
    expect(mail.text).toContain('¡Hola, Mary!');
    // Intl writes a no-break space before % in Spanish.
    expect(mail.text).toContain('Bitcoin +11,11\u00a0% en el período; 4 análisis publicados; 22 de 35 predicciones puntuadas acertadas (62,86\u00a0%).');
    expect(mail.text).toContain('Simulación local: cotizaciones del simulador de mercado, sin proveedor real.');
    expect(mail.text).not.toMatch(/Olá|Relatório|Cancele/);
  });
});

describe('the report PDF in each language', () => {
  it('labels, dates and numbers in English, the AI titles as written under a note', async () => {
    const text = await pdfText(await renderPdf(report, 'en-US'));
    for (const s of ['Weekly report from 11/09/2026 to 11/15/2026', 'Generated on 11/16/2026, 12:30 AM (São Paulo time)', 'R$1,100.50', '+11.11%', 'Analyses published', '4 (bullish 2, bearish 1, neutral 1)', '62.86%', 'Analysis titles are written in Portuguese by our AI', 'Bitcoin retoma alta', 'Bullish', 'not investment advice'])
      expect(text).toContain(s);
    for (const s of ['Relatório', 'Gerado em', 'Análises publicadas', 'Alta']) expect(text).not.toContain(s);
  });

  it('in Spanish', async () => {
    const text = await pdfText(await renderPdf(report, 'es-ES'));
    for (const s of ['Informe semanal del 09/11/2026 al 15/11/2026', 'Generado el 16/11/2026, 00:30 (hora de São Paulo)', '+11,11 %', '(alcistas 2, bajistas 1, neutrales 1)', 'Bitcoin retoma alta', 'Alcista']) expect(text).toContain(s);
    expect(text).not.toContain('Gerado em');
  });

  it('keeps the Portuguese PDF as it was, with the stored title and no note', async () => {
    const text = await pdfText(await renderPdf(report));
    for (const s of [report.title, 'Gerado em 16/11/2026, 00:30 (horário de São Paulo)', 'R$ 1.100,50', '+11,11%', '4 (alta 2, baixa 1, neutro 1)', '62,86%', 'Bitcoin retoma alta']) expect(text).toContain(s);
    expect(text).not.toContain('escritos em português');
  });
});
