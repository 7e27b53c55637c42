// Issue 26: the DARF reminder and the month's PDF in the language the person chose. Our words, dates
// and amounts are translated; DARF, GCAP, DeCripto and the Receita Federal keep their names, and the
// engine's explanations of the rules stay in Portuguese under a note. pt-BR is unchanged (tax.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TAX_DISCLAIMER } from '@piboost/events/tax-disclaimer';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { receivedMail } from '../../../../tests/support/outbox';
import { pdfText } from '../../../../tests/support/pdf';
import { personSpeaking } from '../../../../tests/support/profile';
import { t } from '../../platform/i18n';
import { sendReminder } from './reminders';
import { renderMonthPdf } from './render';
import { monthOf, taxReport } from './service';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness();
  // 10/05/2026 09:00 in São Paulo: April's DARF (due 29/05) is still ahead.
  h.runtime.now = () => new Date('2026-05-10T12:00:00Z');
}, 90_000);
afterAll(async () => h?.close(), 120_000);

/** Bought in January, sold in April above the exemption: a DARF of R$ 4.185,00 due on 29/05. */
async function taxedApril(language: 'en-US' | 'es-ES') {
  const p = await personSpeaking(h, language);
  for (const trade of [
    { at: '2026-01-15T10:00', kind: 'buy', asset: 'BTC', quantity: '0,5', totalBrl: '250.000,00', feeBrl: '250', venue: 'br_exchange' },
    { at: '2026-04-08T11:00', kind: 'sell', asset: 'BTC', quantity: '0,2', totalBrl: '128000', venue: 'br_exchange' },
  ])
    await h.http.post('/api/tax/trades').set(p.auth).send(trade).expect(201);
  await h.http.put('/api/tax/reminders/2026-04').set(p.auth).send({ daysBefore: 5 }).expect(200);
  expect(await sendReminder(h.runtime, { userId: p.userId, month: '2026-04' })).toEqual({ sent: true });
  const mail = await receivedMail(h.runtime, { to: p.email, tag: 'tax-darf-reminder' });
  const april = monthOf((await taxReport(h.runtime, p.userId)).report, '2026-04')!;
  return { mail, pdf: await pdfText(await renderMonthPdf(april, h.runtime.now(), language)), april };
}

describe('the tax helper in the person language', () => {
  it('reminds and prints in English to a person who chose en-US', async () => {
    const { mail, pdf } = await taxedApril('en-US');
    expect(mail.subject).toMatch(/^Reminder: DARF of R\$[\d,]+\.\d\d due on 05\/29\/2026$/);
    expect(mail.text).toMatch(/the tax on your crypto-asset gains for April 2026 is R\$[\d,]+\.\d\d\./);
    expect(mail.text).toContain('DARF (Brazilian federal tax payment slip) code 4600, due on 05/29/2026');
    expect(mail.text).toContain('Educational tool; it does not replace an accountant.');
    expect(mail.text).not.toMatch(/Olá|vencimento|Ferramenta educativa/);
    for (const s of ['Income tax on crypto-assets - April 2026', 'Month summary', 'Taxable', 'Total sales in the month', 'R$128,000.00', 'Code 4600', 'due on 05/29/2026', '04/08/2026', '0.2 BTC', 'Sale', 'quote Brazilian law'])
      expect(pdf).toContain(s);
    for (const s of ['Resumo do mês', 'Gerado em', 'Ferramenta educativa']) expect(pdf).not.toContain(s);
  }, 60_000);

  it('reminds and prints in Spanish to a person who chose es-ES', async () => {
    const { mail, pdf } = await taxedApril('es-ES');
    expect(mail.subject).toMatch(/^Recordatorio: DARF de [\d.,]+ (R\$|BRL) vence el 29\/05\/2026$/);
    expect(mail.text).toContain('de abril de 2026 es de');
    expect(mail.text).toContain('Genera el DARF en el programa GCAP de la Receita Federal');
    expect(mail.text).not.toContain('Olá');
    for (const s of ['Impuesto sobre la renta de criptoactivos - abril de 2026', 'Resumen del mes', 'Tributable', 'vence el 29/05/2026', '0,2 BTC', 'Venta']) expect(pdf).toContain(s);
    expect(pdf).not.toContain('Resumo do mês');
  }, 60_000);

  it('keeps the Portuguese PDF as it was', async () => {
    const { april } = await taxedApril('en-US');
    const pdf = await pdfText(await renderMonthPdf(april, h.runtime.now()));
    for (const s of ['IR sobre criptoativos - abril de 2026', 'Gerado em 10/05/2026 09:00:00 (horário de São Paulo)', 'Tributável', 'R$ 128.000,00', 'Código 4600, R$ 4.185,00, vencimento em 29/05/2026', '0,2 BTC', 'Venda', TAX_DISCLAIMER.slice(0, 40)])
      expect(pdf).toContain(s);
    expect(pdf).not.toContain('lei brasileira');
    expect(t('pt-BR', 'tax.disclaimer')).toBe(TAX_DISCLAIMER);
  }, 60_000);
});
