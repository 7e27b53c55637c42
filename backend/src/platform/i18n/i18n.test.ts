// Issue 26: the API answers in the request's language. The same refusals asked in pt-BR (or with no
// Accept-Language), en-US and es-ES: the envelope's message and each field error in that language,
// found by their pt-BR text or thrown with a key; pt-BR stays byte for byte what it was. And a scan of
// the backend's source: every literal thrown as an HttpError is in the pt-BR errors catalogue, so a new
// untranslated message fails CI.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from '../../app';
import { loadConfig } from '../../config';
import { Conflict, NotFound, TooManyRequests } from '../http/errors';
import { MemoryRateLimitStore } from '../http/rate-limit';
import { defineRoute, type RouteModule } from '../http/route';
import { createLogger } from '../logger';
import { errorKeyOf, t, tr } from '.';

const config = loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32), HMAC_SECRET: 'h'.repeat(32), PII_MASTER_KEY: Buffer.alloc(32, 7).toString('base64') });

const route = { tags: ['Teste'], access: 'public' as const, rateLimit: { points: 1000, windowSeconds: 60, key: 'ip' as const } };
const testModule: RouteModule = {
  routes: [
    defineRoute({
      ...route,
      method: 'POST',
      path: '/api/test/alerts',
      summary: 'Cria um alerta',
      input: { body: z.object({ name: z.string().min(3), email: z.email(), notes: z.string().max(5).optional(), days: z.number().int().max(20, 'No máximo 20 dias antes.') }) },
      response: z.object({ success: z.literal(true), message: z.string() }),
      handler: async () => ({ success: true as const, message: 'Preferências salvas com sucesso!' }),
    }),
    defineRoute({ ...route, method: 'GET', path: '/api/test/missing', summary: 'Nada', response: z.object({}), handler: async () => { throw new NotFound('Fatura não encontrada.'); } }),
    defineRoute({ ...route, method: 'GET', path: '/api/test/limit', summary: 'Limite', response: z.object({}), handler: async () => { throw new Conflict(tr('errors.market.priceAlertLimit', { max: 3 }), 'PRICE_ALERT_LIMIT'); } }),
    defineRoute({ ...route, method: 'GET', path: '/api/test/slow', summary: 'Devagar', response: z.object({}), handler: async () => { throw new TooManyRequests(1); } }),
  ],
};

const http = request(
  createApp({
    config,
    logger: createLogger({ level: 'silent' }),
    authenticator: async () => null,
    rateLimitStore: new MemoryRateLimitStore(),
    healthChecks: [],
    modules: [testModule],
    staticRoots: { console: tmpdir(), admin: tmpdir() },
  }).callback(),
);

const bad = { name: 'Al', email: 'nope', notes: 'long notes', days: 30 };
const post = (language?: string) => {
  const req = http.post('/api/test/alerts');
  return (language ? req.set('Accept-Language', language) : req).send(bad).expect(400);
};

describe('the API in the request language', () => {
  it('answers field errors in pt-BR without Accept-Language, exactly as before', async () => {
    const res = await post();
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Alguns campos estão inválidos. Verifique e tente novamente.',
      errors: { name: 'Deve ter pelo menos 3 caracteres.', email: 'E-mail inválido.', notes: 'Deve ter no máximo 5 caracteres.', days: 'No máximo 20 dias antes.' },
    });
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect((await post('pt-BR')).body).toEqual(res.body);
  });

  it('answers in English for en-US (and en-GB)', async () => {
    const res = await post('en-US,en;q=0.9');
    expect(res.body).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Some fields are invalid. Check them and try again.',
      errors: { name: 'Must have at least 3 characters.', email: 'Invalid email.', notes: 'Must have at most 5 characters.', days: 'At most 20 days before.' },
    });
    expect((await post('en-GB')).body).toEqual(res.body);
  });

  it('answers in Spanish for es-ES (and es-MX)', async () => {
    const res = await post('es-ES');
    expect(res.body.message).toBe('Algunos campos no son válidos. Revísalos e inténtalo de nuevo.');
    expect(res.body.errors).toEqual({ name: 'Debe tener al menos 3 caracteres.', email: 'Correo electrónico no válido.', notes: 'Debe tener como máximo 5 caracteres.', days: 'Como máximo 20 días antes.' });
    expect((await post('es-MX')).body).toEqual(res.body);
  });

  it('translates thrown messages by their text or their key, and success messages', async () => {
    const say = async (path: string, language: string) => (await http.get(path).set('Accept-Language', language)).body.message as string;
    expect(await say('/api/test/missing', 'pt-BR')).toBe('Fatura não encontrada.');
    expect(await say('/api/test/missing', 'en-US')).toBe('Invoice not found.');
    expect(await say('/api/test/missing', 'es-ES')).toBe('Factura no encontrada.');
    expect(await say('/api/test/limit', 'pt-BR')).toBe('Seu plano permite 3 alertas de preço ativos. Remova um alerta ou conheça o Premium.');
    expect(await say('/api/test/limit', 'en-US')).toBe('Your plan allows 3 active price alerts. Remove an alert or check out Premium.');
    expect(await say('/api/test/slow', 'pt-BR')).toBe('Muitas requisições. Tente novamente em 1 segundo.');
    expect(await say('/api/test/slow', 'es-ES')).toBe('Demasiadas solicitudes. Inténtalo de nuevo en 1 segundo.');
    expect(await say('/api/test/nowhere', 'en-US')).toBe('Resource not found.');
    const ok = await http.post('/api/test/alerts').set('Accept-Language', 'en-US').send({ name: 'Alice', email: 'a@b.co', days: 3 }).expect(200);
    expect(ok.body.message).toBe('Preferences saved successfully!');
  });

  it('keeps pt-BR numbers as they were written (no thousands separator in waits)', () => {
    expect(t('pt-BR', 'errors.http.tooManyRequests', { seconds: 3600 })).toBe('Muitas requisições. Tente novamente em 3600 segundos.');
    expect(t('en-US', 'errors.http.tooManyRequests', { seconds: 3600 })).toBe('Too many requests. Try again in 3,600 seconds.');
  });
});

// --- every thrown literal is in the catalogue ------------------------------------------------------

const SRC = join(import.meta.dirname, '..', '..');
const THROWN = /throw new (?:HttpError|ValidationError|Conflict|NotFound|Forbidden|Unauthorized|TooManyRequests)\(([^;]*?)\);/gs;
const LITERAL = /'((?:[^'\\\n]|\\.)*)'/g;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === 'messages' ? [] : sources(path);
    return entry.endsWith('.ts') && !entry.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the errors catalogue', () => {
  it('has every message thrown as a literal', () => {
    const missing: string[] = [];
    for (const file of sources(SRC)) {
      for (const [, args] of readFileSync(file, 'utf8').matchAll(THROWN)) {
        for (const [, literal] of args!.matchAll(LITERAL)) {
          const text = literal!.replace(/\\'/g, "'");
          // Codes ('NOT_FOUND'), keys ('errors.x') and header names are not messages.
          if (!/\s/.test(text) || !/\p{L}/u.test(text) || text.startsWith('errors.')) continue;
          if (!errorKeyOf(text)) missing.push(`${relative(SRC, file)}: ${text}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('finds param-free messages by their pt-BR text', () => {
    expect(errorKeyOf('Recurso não encontrado.')).toBe('errors.http.recursoEncontrado');
    expect(errorKeyOf('Use um objeto JSON {campo: valor}.')).toBe('errors.http.useJsonObject');
  });
});
