import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { createLogger } from './logger';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { lines, logger: createLogger({ destination, base: { role: 'api' } }) };
}

it('redacts personal data and credentials at the top level and one level down', () => {
  const { lines, logger } = capture();
  logger.info(
    {
      email: 'ana@example.com',
      cpf: '123.456.789-09',
      user: { id: 'u-1', email: 'ana@example.com', password: 'hunter22' },
      headers: { authorization: 'Bearer abc.def', cookie: 'refresh=xyz', 'set-cookie': 'refresh=xyz' },
      refreshToken: 'r-1',
      count: 3,
    },
    'signed up',
  );
  const [line] = lines;
  expect(line).toMatchObject({
    msg: 'signed up',
    role: 'api',
    email: '[redacted]',
    cpf: '[redacted]',
    user: { id: 'u-1', email: '[redacted]', password: '[redacted]' },
    headers: { authorization: '[redacted]', cookie: '[redacted]', 'set-cookie': '[redacted]' },
    refreshToken: '[redacted]',
    count: 3,
  });
  expect(JSON.stringify(lines)).not.toMatch(/ana@example|123\.456|hunter22|abc\.def|xyz|r-1/);
});

it('keeps what explains an error, but not the values PostgreSQL quotes', () => {
  const { lines, logger } = capture();
  const err = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
    code: '23505',
    detail: 'Key (email)=(ana@example.com) already exists.',
  });
  logger.error({ err }, 'failed');
  expect(lines[0]).toMatchObject({ err: { message: err.message, code: '23505', type: 'Error', detail: '[redacted]' } });
  expect(JSON.stringify(lines)).not.toContain('ana@example.com');
});

it('respects the level', () => {
  const { lines, logger } = capture();
  logger.debug('hidden');
  expect(lines).toHaveLength(0);
});
