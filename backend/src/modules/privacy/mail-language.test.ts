// Issue 26: the export-ready mail in the language the person chose (es-ES here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPlatform, type AppHarness } from '../../../../tests/support/app';
import { receivedMail } from '../../../../tests/support/outbox';
import { signedInPerson } from '../../../../tests/support/profile';

let h: AppHarness;
beforeAll(async () => {
  h = await openPlatform();
}, 90_000);
afterAll(async () => h?.close());

describe('export mail language', () => {
  it('writes the export-ready mail in Spanish to a person who chose es-ES', async () => {
    const p = await signedInPerson(h, 'exporta-es');
    await h.http.put('/api/user/preferences').set(p.auth).send({ language: 'es-ES' }).expect(200);
    await h.http.post('/api/user/data-export').set(p.auth).expect(202);
    const mail = await receivedMail(h.runtime, { to: p.email, tag: 'privacy-export' });
    expect(mail.subject).toBe('Tu copia de datos de π Boost está lista');
    expect(mail.text).toMatch(/^¡Hola!\n\nLa copia de tus datos personales que pediste está lista\.\n\nDatos completos \(JSON\): http\S+formato=json\n/);
    expect(mail.text).not.toContain('Olá');
  });
});
