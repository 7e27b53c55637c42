import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { piboost } from './index.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' } });

/** A rule's cases as a table: [file, code] when valid, [file, code, errors] when not. */
function cases(table: { valid: [string, string][]; invalid: [string, string, RuleTester.InvalidTestCase['errors']][] }) {
  return {
    valid: table.valid.map(([file, code]) => ({ filename: at(file), code })),
    invalid: table.invalid.map(([file, code, errors]) => ({ filename: at(file), code, errors })),
  };
}

tester.run('no-business-clock', piboost.rules['no-business-clock'], cases({
  valid: [
    ['backend/src/modules/gamification/gamification.test.ts', 'const t = Date.now(); const d = new Date();'],
    ['tests/support/given.ts', 'const t = Date.now();'],
    ['tests/bench/run.ts', 'const d = new Date();'],
    ['scripts/seed.ts', 'const t = Date.now();'],
    ['console/src/app/app.tsx', 'const d = new Date();'],
    ['backend/src/platform/clock.ts', 'export const systemClock = () => new Date();'],
    ['backend/src/modules/billing/service.ts', 'const at = new Date(runtime.now().getTime() + 1000); const d = new Date(iso);'],
    ['backend/src/platform/http/rate-limit.ts', 'const start = performance.now();'],
  ],
  invalid: [
    ['backend/src/modules/billing/service.ts', 'const t = Date.now();', 1],
    ['backend/src/modules/identity/http/sign-in.handler.ts', 'const d = new Date();', 1],
    ['backend/src/modules/ai-usage/commands/record.ts', 'const d = new Date; const t = Date.now() - 1;', 2],
    ['backend/src/platform/runtime.ts', 'const runtime = { now: () => new Date() };', 1],
    ['events/src/billing.ts', 'const d = new Date();', 1],
    ['projections/src/engine/status.ts', 'const age = Date.now() - updatedAt.getTime();', 1],
  ],
}));

tester.run('no-foreign-tables', piboost.rules['no-foreign-tables'], cases({
  valid: [
    ['backend/src/modules/billing/service.ts', "db('billing_invoices').where({ id }); runtime.db('billing_receipts as r').join('billing_invoices as i', 'i.id', 'r.id');"],
    ['backend/src/modules/billing/service.ts', "db.raw('SELECT * FROM billing_invoices i JOIN billing_receipts r ON r.id = i.id');"],
    ['backend/src/modules/billing/service.test.ts', "db('users').where({ id }); db('outbox').delete();"],
    ['backend/src/platform/mail/mailer.ts', "db('outbox').insert(row); db('es_events').count();"],
    ['projections/src/users/projection.ts', "trx('users').insert(rows);"],
    ['backend/src/modules/identity/routes.ts', "const message = 'Os dados vieram de users antigos'; db('users').where({ id });"],
    ['backend/src/modules/billing/service.ts', "let t = 'users'; t = 'billing_invoices'; db(t).first(); db(table).first();"],
  ],
  invalid: [
    ['backend/src/modules/billing/service.ts', "db('users').where({ id });", [{ message: /'users' é do módulo identity/ }]],
    ['backend/src/modules/billing/http/refund.handler.ts', "runtime.db('public.users as u').first();", 1],
    ['backend/src/modules/gamification/queries.ts', "db('leaderboard as l').leftJoin('users as u', 'u.id', 'l.user_id');", 1],
    ['backend/src/modules/market/commands/alert.ts', "q.from('users'); q.into('inbox'); db.schema.table('outbox', () => {});", 3],
    [
      'backend/src/modules/reports/queries.ts',
      'db.raw(`SELECT * FROM "users" u JOIN inbox i ON i.id = u.id WHERE x IN (SELECT 1 FROM ${t})`); trx.raw("UPDATE es_events SET data = ?");',
      3,
    ],
    ['backend/src/modules/operations/projections.ts', "db('projection_dead_letters').del();", [{ message: /plataforma/ }]],
    ['backend/src/modules/ai-usage/queries.ts', "db('users').select('id');", 1],
    ['backend/src/platform/mail/mailer.ts', "db('user_preferences').first();", [{ message: /módulo profile: a plataforma/ }]],
    ['backend/src/platform/payments/sandbox.ts', "const CHARGES = 'billing_sandbox_charges'; db(CHARGES).insert(row);", 1],
  ],
}));

tester.run('module-boundaries', piboost.rules['module-boundaries'], cases({
  valid: [
    ['backend/src/modules/billing/http/refund.handler.ts', "import { contactOf } from '../../identity';"],
    ['backend/src/modules/content/commands/publish.ts', "import { aiUsage } from '../../ai-usage/index';"],
    ['backend/src/modules/identity/http/sign-in.handler.ts', "import { decide } from '../commands/sign-in';"],
    ['projections/src/users/projection.ts', "import { catalogue } from '@piboost/events'; import { x } from '../../../events/src/identity';"],
    ['backend/src/app.ts', "import { ProjectionEngine } from '@piboost/projections';"],
  ],
  invalid: [
    ['backend/src/modules/billing/http/refund.handler.ts', "import { decide } from '../../identity/commands/sign-in';", 1],
    ['backend/src/modules/content/routes.ts', "import { policy } from '../ai-usage/policy';", 1],
    ['backend/src/modules/assistant/routes.ts', "import { h } from '@piboost/backend/modules/market/http/analysis.handler';", 1],
    ['backend/src/platform/http/route.ts', "import { m } from '../../modules/ai-usage';", 1],
    ['events/src/billing.ts', "import { usersProjection } from '@piboost/projections';", 1],
    ['events/src/billing.ts', "import { runtime } from '../../backend/src/platform/runtime';", 1],
    ['projections/src/users/projection.ts', "import type { Runtime } from '@piboost/backend/platform/runtime';", 1],
  ],
}));
