// Local mode's "Modo de desenvolvimento" hands out the demo admin's password and current code: it
// answers only a client at this machine, never one a proxy forwards or a remote address (issue 20).
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackClient } from '../../platform/http/request';
import { openHarness, type AppHarness } from '../../../../tests/support/app';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness({ SEED_DEMO: 'true' });
});
afterAll(async () => h?.close());

const fromAddress = (remoteAddress: string, headers: IncomingMessage['headers'] = {}) => ({ socket: { remoteAddress }, headers }) as IncomingMessage;

describe('GET /api/auth/dev-accounts', () => {
  it('answers a loopback client with the demo accounts', async () => {
    const res = await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '127.0.0.1').expect(200);
    expect(res.body.data.accounts.map((a: { role: string }) => a.role)).toEqual(['admin', 'support', 'user']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is not there for anyone a proxy forwards from elsewhere', async () => {
    await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '203.0.113.9').expect(204);
    await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '127.0.0.1, 198.51.100.4').expect(204);
    await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '127.0.0.1').set('X-Real-IP', '198.51.100.4').expect(204);
    await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '127.0.0.1').set('Forwarded', 'for=198.51.100.4').expect(204);
  });

  it('tells loopback peers from remote ones', () => {
    expect(isLoopbackClient(fromAddress('127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(fromAddress('::1'))).toBe(true);
    expect(isLoopbackClient(fromAddress('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopbackClient(fromAddress('192.168.0.10'))).toBe(false);
    expect(isLoopbackClient(fromAddress('::ffff:10.0.0.1'))).toBe(false);
    expect(isLoopbackClient(fromAddress('127.0.0.1', { 'x-forwarded-for': '10.1.2.3' }))).toBe(false);
  });
});
