// Key check values: the database remembers which PII_MASTER_KEY and HMAC_SECRET it was written with,
// so a process started with other keys (a CLI run from another checkout, a second install, a typo in
// the secrets manager) stops at once instead of parking every sealed event as "Authentication of
// sealed value failed" and building empty read models.
import { createHmac } from 'node:crypto';
import type { Secrets } from '../../config';
import { ConfigError } from '../../config';
import type { Db } from '../db/knex';
import type { Migration } from '../db/migrate';

export const keyCheckMigrations: Migration[] = [
  {
    name: 'crypto/001-key-checks',
    async up(db) {
      await db.raw(`
        CREATE TABLE platform_key_checks (
          name text PRIMARY KEY,
          check_value text NOT NULL,
          created_at timestamptz NOT NULL DEFAULT now()
        )`);
    },
    async down(db) {
      await db.schema.dropTable('platform_key_checks');
    },
  },
];

/** HMAC of a fixed label: reveals nothing about the key, and differs for any other key. */
function checkValue(key: Buffer | string): string {
  return createHmac('sha256', key).update('piboost key check v1').digest('hex').slice(0, 32);
}

export class KeyMismatchError extends ConfigError {
  override name = 'KeyMismatchError';
}

/**
 * Records the keys' check values on first start; afterwards refuses (KeyMismatchError) a process
 * whose keys differ from those the database was written with.
 */
export async function verifyKeys(db: Db, secrets: Pick<Secrets, 'piiMasterKey' | 'hmacSecret'>): Promise<void> {
  const given: Record<string, string> = {
    PII_MASTER_KEY: checkValue(secrets.piiMasterKey),
    HMAC_SECRET: checkValue(secrets.hmacSecret),
  };
  await db('platform_key_checks')
    .insert(Object.entries(given).map(([name, check_value]) => ({ name, check_value })))
    .onConflict('name')
    .ignore();
  const stored: { name: string; check_value: string }[] = await db('platform_key_checks').select('name', 'check_value');
  const wrong = stored.filter((row) => given[row.name] !== undefined && given[row.name] !== row.check_value).map((row) => row.name);
  if (wrong.length) {
    throw new KeyMismatchError(
      `${wrong.join(' e ')} não ${wrong.length === 1 ? 'é a chave' : 'são as chaves'} com que este banco de dados foi gravado ` +
        `(valor de verificação diferente). Use ${wrong.length === 1 ? 'a mesma chave' : 'as mesmas chaves'} dos outros processos desta instalação ` +
        `(variáveis de ambiente ou DATA_DIR/secrets.json). O processo não foi iniciado para não gravar nem ler dados com a chave errada.`,
    );
  }
}
