import { describe, expect, it } from 'vitest';
import { tokenSigner } from './tokens';

describe('tokenSigner access tokens', () => {
  const claims = { sub: 'u1', sid: 's1', roles: ['user' as const], premium: false, profileComplete: true, exp: 1_000 };

  it('remembers a verified token but still checks its expiry on every use', () => {
    let clock = 900_000;
    const signer = tokenSigner('secret', () => clock);
    const token = signer.sign('access', claims);
    expect(signer.verify('access', token)).toEqual(claims);
    expect(signer.verify('access', token)).toEqual(claims);
    clock = 1_000_000;
    expect(signer.verify('access', token)).toBeNull();
  });

  it('never takes another token for a remembered one: altered, extended, or signed for another purpose', () => {
    const signer = tokenSigner('secret', () => 0);
    const token = signer.sign('access', claims);
    expect(signer.verify('access', token)).not.toBeNull();
    const [body, signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['admin'] })).toString('base64url');
    expect(signer.verify('access', `${forged}.${signature}`)).toBeNull();
    expect(signer.verify('access', `${token}x`)).toBeNull();
    expect(signer.verify('access', `${body}.${signature}.x`)).toBeNull();
    expect(signer.verify('registration', token)).toBeNull();
    expect(tokenSigner('other', () => 0).verify('access', token)).toBeNull();
  });
});
