// The one CPF rule: what it builds, it accepts; a changed check digit it refuses.
import { describe, expect, it } from 'vitest';
import { cpfFromBase, isValidCpf } from './fields';

describe('CPF', () => {
  it('completes 9 base digits with both check digits', () => {
    expect(cpfFromBase('529982247')).toBe('52998224725');
    expect(cpfFromBase('123456789')).toBe('12345678909');
    expect(cpfFromBase('390533140')).toHaveLength(11);
  });

  it('accepts every CPF it builds and refuses it with either check digit changed', () => {
    for (const base of ['000000001', '390533140', '987654321', '111222333']) {
      const cpf = cpfFromBase(base);
      expect(isValidCpf(cpf), cpf).toBe(true);
      expect(isValidCpf(`${cpf.slice(0, 9)}${(Number(cpf[9]) + 1) % 10}${cpf[10]}`)).toBe(false);
      expect(isValidCpf(`${cpf.slice(0, 10)}${(Number(cpf[10]) + 1) % 10}`)).toBe(false);
    }
  });
});
