// Local mode's "Modo de desenvolvimento" hands out the demo admin's password and current code: it
// answers only a client at this machine, never one a proxy forwards or a remote address (issue 20).
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackClient } from '../../platform/http/request';
import { openHarness, type AppHarness } from '../../../../tests/support/app';
import { DEMO_PASSWORD, seedDemoData } from './seed';

let h: AppHarness;
beforeAll(async () => {
  h = await openHarness({ SEED_DEMO: 'true' });
  await seedDemoData(h.runtime);
});
afterAll(async () => h?.close());

const fromAddress = (remoteAddress: string, headers: IncomingMessage['headers'] = {}) => ({ socket: { remoteAddress }, headers }) as IncomingMessage;

describe('GET /api/auth/dev-accounts', () => {
  it('answers a loopback client with the demo accounts', async () => {
    const res = await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '127.0.0.1').expect(200);
    expect(res.body.data.accounts.map((a: { role: string }) => a.role)).toEqual(['admin', 'support', 'user']);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("signs the demo admin in twice in a row with the panel's code: the second gets the next step, a third waits for the code step", async () => {
    const panelCode = async () => {
      const res = await h.http.get('/api/auth/dev-accounts').set('X-Forwarded-For', '127.0.0.1').expect(200);
      return (res.body.data.accounts as { role: string; code?: string }[]).find((a) => a.role === 'admin')!.code;
    };
    const signIn = async (code: string) => {
      const login = await h.http.post('/api/auth/login').send({ email: 'admin@demo.piboost.local', password: DEMO_PASSWORD, rememberMe: false }).expect(200);
      return h.http.post('/api/auth/two-factor').send({ challengeToken: login.body.challenge_token, code });
    };
    const first = await panelCode();
    expect(first).toMatch(/^\d{6}$/);
    expect((await signIn(first!)).status).toBe(200);
    const second = await panelCode();
    expect(second).toMatch(/^\d{6}$/);
    expect(second).not.toBe(first);
    expect((await signIn(second!)).status).toBe(200);
    // Both steps a sign-in now accepts are spent (unless the clock crossed into a new one meanwhile).
    const third = await panelCode();
    if (third !== undefined) expect([first, second]).not.toContain(third);
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
