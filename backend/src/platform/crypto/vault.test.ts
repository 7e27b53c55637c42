import { createDecipheriv, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEAR_PII_PREFIX, defineEvent } from '@piboost/events';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/db';
import { createDb, type Db } from '../db/knex';
import { migrate } from '../db/migrate';
import { keyedHasher } from './keyed-hash';
import { createPiiVault, PiiTamperedError, SubjectShreddedError, vaultMigrations } from './vault';

let testDb: TestDatabase;
let db: Db;
const masterKey = randomBytes(32);

beforeAll(async () => {
  testDb = await createTestDatabase();
  db = createDb(testDb.url, { poolMax: 4 });
  await migrate(db, vaultMigrations);
});

afterAll(async () => {
  await db.destroy();
  await testDb.drop();
});

const vault = () => createPiiVault({ db, masterKey });

/** Flips one bit of the sealed bytes inside an envelope. */
function flipBit(envelope: string, byte: number): string {
  const cut = envelope.lastIndexOf(':') + 1;
  const sealed = Buffer.from(envelope.slice(cut), 'base64');
  sealed[byte]! ^= 1;
  return envelope.slice(0, cut) + sealed.toString('base64');
}

describe('PII vault', () => {
  it('round-trips text, including accents and emoji, without the plaintext in the envelope', async () => {
    const subject = randomUUID();
    const plaintext = 'João da Silva Conceição 🚀 123.456.789-09';
    const envelope = await vault().encryptField(subject, plaintext);
    expect(envelope.startsWith(`pii:v1:${subject}:`)).toBe(true);
    expect(envelope).not.toContain('João');
    expect(Buffer.from(envelope.slice(envelope.lastIndexOf(':') + 1), 'base64').toString('latin1')).not.toContain('Silva');
    expect(await vault().decryptField(envelope)).toBe(plaintext);
    expect(await vault().decryptField(await vault().encryptField(subject, ''))).toBe('');
  });

  it('encrypts the same value differently each time', async () => {
    const subject = randomUUID();
    const v = vault();
    expect(await v.encryptField(subject, 'ana@example.com')).not.toBe(await v.encryptField(subject, 'ana@example.com'));
  });

  it('detects tampering with the iv, the tag, the ciphertext or the subject', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const v = vault();
    const envelope = await v.encryptField(a, 'segredo');
    await v.encryptField(b, 'outro');
    for (const byte of [0, 12, 28]) await expect(v.decryptField(flipBit(envelope, byte))).rejects.toThrow(PiiTamperedError);
    await expect(v.decryptField(envelope.replace(a, b))).rejects.toThrow(PiiTamperedError);
    await expect(v.decryptField('pii:v1:only-prefix')).rejects.toThrow(PiiTamperedError);
    await expect(v.decryptField('plain text')).rejects.toThrow(PiiTamperedError);
    await expect(v.decryptField(envelope.replace(a, randomUUID()))).rejects.toThrow(/No key/);
  });

  it('reads a field an older event version kept in the clear (pii:v0:) until its subject is shredded', async () => {
    const subject = randomUUID();
    const v = vault();
    await v.encryptField(subject, 'Maria');
    const wrapped = `${CLEAR_PII_PREFIX}${subject}:Dúvida: meu CPF é 529.982.247-25`;
    expect(await v.decryptField(wrapped)).toBe('Dúvida: meu CPF é 529.982.247-25');
    expect(await v.decryptEventData(defineEvent('X', z.object({ subjectId: z.uuid(), subject: z.string() }), { pii: ['subject'] }), { subjectId: subject, subject: wrapped })).toEqual({
      subjectId: subject,
      subject: 'Dúvida: meu CPF é 529.982.247-25',
    });
    await expect(v.decryptField(CLEAR_PII_PREFIX)).rejects.toThrow(PiiTamperedError);
    await v.shred(subject);
    expect(await v.decryptField(wrapped)).toBeNull();
  });

  it('cannot be read with another master key', async () => {
    const envelope = await vault().encryptField(randomUUID(), 'segredo');
    const other = createPiiVault({ db, masterKey: randomBytes(32) });
    await expect(other.decryptField(envelope)).rejects.toThrow(PiiTamperedError);
  });

  it('gives each subject its own data key, wrapped by the master key', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const v = vault();
    await v.encryptField(a, 'x');
    await v.encryptField(b, 'x');
    const rows: { subject_id: string; wrapped_key: Buffer }[] = await db('pii_keys').whereIn('subject_id', [a, b]);
    const keys = rows.map((row) => {
      const d = createDecipheriv('aes-256-gcm', masterKey, row.wrapped_key.subarray(0, 12));
      d.setAAD(Buffer.from(`pii-key:${row.subject_id}`));
      d.setAuthTag(row.wrapped_key.subarray(12, 28));
      return Buffer.concat([d.update(row.wrapped_key.subarray(28)), d.final()]);
    });
    expect(keys).toHaveLength(2);
    expect(keys[0]!.length).toBe(32);
    expect(keys[0]!.equals(keys[1]!)).toBe(false);
  });

  it('creates one key when many writers start a subject at once', async () => {
    const subject = randomUUID();
    const envelopes = await Promise.all(Array.from({ length: 8 }, (_, i) => vault().encryptField(subject, `valor ${i}`)));
    const v = vault();
    expect(await Promise.all(envelopes.map((e) => v.decryptField(e)))).toEqual(envelopes.map((_, i) => `valor ${i}`));
    expect(await db('pii_keys').where({ subject_id: subject }).count<{ count: string }[]>('* as count')).toEqual([{ count: '1' }]);
  });

  it('shredding makes the data unreadable for good, here and in other processes', async () => {
    const subject = randomUUID();
    const keeper = randomUUID();
    const here = createPiiVault({ db, masterKey });
    // Another process, with a warm cache and no TTL grace, as after its cache expired.
    const elsewhere = createPiiVault({ db, masterKey, cacheTtlMs: 0 });
    const envelope = await here.encryptField(subject, 'Maria');
    const kept = await here.encryptField(keeper, 'José');
    expect(await elsewhere.decryptField(envelope)).toBe('Maria');

    await here.shred(subject);
    expect(await here.decryptField(envelope)).toBeNull();
    expect(await elsewhere.decryptField(envelope)).toBeNull();
    expect(await vault().decryptField(envelope)).toBeNull();
    expect(await here.isShredded(subject)).toBe(true);
    expect(await here.decryptField(kept)).toBe('José');
    expect(await here.isShredded(keeper)).toBe(false);

    const row = await db('pii_keys').where({ subject_id: subject }).first();
    expect(row.wrapped_key).toBeNull();
    expect(row.shredded_at).toBeInstanceOf(Date);
    await expect(here.encryptField(subject, 'de novo')).rejects.toThrow(SubjectShreddedError);
    await here.shred(subject);
    expect((await db('pii_keys').where({ subject_id: subject }).first()).shredded_at).toEqual(row.shredded_at);
  });

  it('shredding a subject that never had data forbids writing it later', async () => {
    const subject = randomUUID();
    await vault().shred(subject);
    await expect(vault().encryptField(subject, 'x')).rejects.toThrow(SubjectShreddedError);
  });

  it('preloads many subjects in one go', async () => {
    const subjects = [randomUUID(), randomUUID(), randomUUID()];
    const envelopes = await Promise.all(subjects.map((s) => vault().encryptField(s, s)));
    await vault().shred(subjects[2]!);
    const v = vault();
    await v.preload(subjects);
    await db('pii_keys').whereIn('subject_id', subjects).update({ subject_id: db.raw("subject_id || '-moved'") });
    // Served from memory: the rows are no longer where a lookup would find them.
    expect(await Promise.all(envelopes.map((e) => v.decryptField(e)))).toEqual([subjects[0], subjects[1], null]);
  });

  describe('event data', () => {
    const registered = defineEvent(
      'UserRegistered',
      z.object({ userId: z.string(), name: z.string(), email: z.string(), phone: z.string().nullable(), plan: z.string() }),
      { pii: ['name', 'email', 'phone'] },
    );

    it('encrypts only the pii fields, and reads them back', async () => {
      const subject = randomUUID();
      const data = { userId: subject, name: 'Ana Souza', email: 'ana@example.com', phone: null, plan: 'elite' };
      const sealed = await vault().encryptEventData(registered, subject, data);
      expect(sealed.userId).toBe(subject);
      expect(sealed.plan).toBe('elite');
      expect(sealed.phone).toBeNull();
      expect(sealed.name.startsWith('pii:v1:')).toBe(true);
      expect(JSON.stringify(sealed)).not.toMatch(/Ana|ana@/);
      expect(registered.schema.safeParse(sealed).success).toBe(true);
      expect(data.name).toBe('Ana Souza');

      expect(await vault().decryptEventData(registered, sealed)).toEqual(data);
      await vault().shred(subject);
      expect(await vault().decryptEventData(registered, sealed)).toEqual({ ...data, name: null, email: null, phone: null });
    });

    it('refuses a personal field that is not text', async () => {
      const bad = { userId: 'x', name: 42, email: 'a@b.c', phone: null, plan: 'x' };
      await expect(vault().encryptEventData(registered, randomUUID(), bad)).rejects.toThrow(/UserRegistered.name/);
    });
  });
});

describe('keyed hash', () => {
  it('is stable for a secret, differs between secrets, and is HMAC-SHA256', () => {
    const hash = keyedHasher('s'.repeat(32));
    expect(hash('12345678909')).toBe(hash('12345678909'));
    expect(hash('12345678909')).not.toBe(hash('12345678900'));
    expect(keyedHasher('t'.repeat(32))('12345678909')).not.toBe(hash('12345678909'));
    // Computed with `openssl dgst -sha256 -hmac <32 × s>`.
    expect(hash('12345678909')).toBe('93a87218ed2252aa0e7ad49cd477e6cc0dbfba7d3557946a1b4f89e53a76eb8f');
    expect(() => keyedHasher('short')).toThrow();
  });
});
