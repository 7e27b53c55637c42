import { describe, expect, it } from 'vitest';
import { decimal } from './market';

// Issue 26: a price typed as the reader writes numbers reaches the server as the same number.
describe('decimal', () => {
  it('reads 1.234,56 in pt-BR and es-ES, 1,234.56 in en-US', () => {
    expect(decimal('1.234,56', 'pt-BR')).toBe(1234.56);
    expect(decimal('1.234,56', 'es-ES')).toBe(1234.56);
    expect(decimal('1,234.56', 'en-US')).toBe(1234.56);
    expect(decimal('0.5', 'en-US')).toBe(0.5);
    expect(decimal('0,5', 'pt-BR')).toBe(0.5);
  });

  it('leaves an empty field empty and an unreadable one as typed', () => {
    expect(decimal('  ', 'en-US')).toBe('');
    expect(decimal('abc', 'pt-BR')).toBe('abc');
  });
});
