import { describe, expect, it } from 'vitest';
import { acceptLanguageTags, createTranslator, formatMoney, pickLocale } from './i18n';

describe('pickLocale', () => {
  it('takes the first language we speak, by exact tag then by language, else pt-BR', () => {
    expect(pickLocale(['en-US'])).toBe('en-US');
    expect(pickLocale(['fr-FR', 'es-MX', 'en-US'])).toBe('es-ES');
    expect(pickLocale(['en-GB'])).toBe('en-US');
    expect(pickLocale(['pt-PT'])).toBe('pt-BR');
    expect(pickLocale(['de-DE', 'fr'])).toBe('pt-BR');
    expect(pickLocale([])).toBe('pt-BR');
  });

  it('reads an Accept-Language header in order of preference', () => {
    expect(acceptLanguageTags('fr;q=0.9, es-ES;q=0.95, de;q=0, *')).toEqual(['es-ES', 'fr']);
    expect(pickLocale(acceptLanguageTags('en-US,en;q=0.9,pt-BR;q=0.8'))).toBe('en-US');
    expect(acceptLanguageTags(undefined)).toEqual([]);
  });
});

describe('createTranslator', () => {
  const catalogues = {
    'pt-BR': { points: '{count, plural, =0 {nenhum ponto} one {# ponto} other {# pontos}}', hello: 'Olá, <b>{name}</b>!' },
    'en-US': { points: '{count, plural, =0 {no points} one {# point} other {# points}}', hello: 'Hello, <b>{name}</b>!' },
    'es-ES': undefined,
  } as const;
  const { t, rich } = createTranslator<'points' | 'hello'>((locale) => catalogues[locale]);

  it('formats ICU plurals with the zero form, in each language', () => {
    expect([0, 1, 2, 1000].map((count) => t('pt-BR', 'points', { count }))).toEqual(['nenhum ponto', '1 ponto', '2 pontos', '1.000 pontos']);
    expect([0, 1, 1000].map((count) => t('en-US', 'points', { count }))).toEqual(['no points', '1 point', '1,000 points']);
  });

  it('falls back to pt-BR for a catalogue not loaded, and fills tags', () => {
    expect(t('es-ES', 'points', { count: 2 })).toBe('2 pontos');
    const bold = (chunks: unknown[]) => ({ bold: chunks.join('') });
    expect(rich('en-US', 'hello', { name: 'Ana', b: bold })).toEqual(['Hello, ', { bold: 'Ana' }, '!']);
  });

  it('keeps money in reais in every language', () => {
    expect(formatMoney(123456, 'pt-BR')).toBe('R$\u00a01.234,56');
    expect(formatMoney(123456, 'en-US')).toBe('R$1,234.56');
    expect(formatMoney(123456, 'es-ES')).toBe('1234,56\u00a0BRL');
  });
});
