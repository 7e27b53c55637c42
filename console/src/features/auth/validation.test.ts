import { afterEach, describe, expect, it } from 'vitest';
import { setPersonLocale } from '../../i18n';
import { loginErrors, passwordProblems } from './validation';

// The console's own checks answer in the language being shown when they run (issue 26); pt-BR stays the spec's text.
describe('validation messages', () => {
  afterEach(() => setPersonLocale(null));

  it('are the spec text in pt-BR', () => {
    expect(loginErrors('', '')).toEqual({ email: 'Email é obrigatório', password: 'Senha é obrigatória' });
    expect(passwordProblems('abcdefgh')).toEqual([
      'Senha deve ter pelo menos uma letra maiúscula',
      'Senha deve ter pelo menos um número',
      'Senha deve ter pelo menos um caractere especial (!@#$%&*...)',
    ]);
  });

  it('are English in en-US', async () => {
    await setPersonLocale('en-US');
    expect(loginErrors('maria@', '12345')).toEqual({ email: 'Invalid email', password: 'Password must be at least 6 characters' });
    expect(passwordProblems('ABC')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character (!@#$%&*...)',
    ]);
  });
});
