// Modules meet through exported functions, never table names (issue 22): code under
// `backend/src/modules/<m>/` names in knex (`db('t')`, `.from/.join/.table/.into('t')`) or in SQL
// (FROM/JOIN/INTO/UPDATE/TABLE t) only its own tables, and the platform (`backend/src/platform/`)
// only the platform's. Who owns what is table-owners.js, generated
// from the modules' migrations and read models (table-owners.test.ts fails when it drifts); the
// platform's tables (event store, outbox, jobs, projection engine...) are reached through platform
// functions.
import path from 'node:path';
import { TABLE_OWNERS } from './table-owners.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MODULES = 'backend/src/modules/';
const PLATFORM = 'backend/src/platform/';
/** Knex's handles: `db('t')`, `runtime.db('t')`, `trx('t')`. */
const HANDLES = /^(db|trx|tx|knex)$/i;
/** Query-builder methods whose first argument is a table. */
const METHODS = new Set([
  'from', 'into', 'table', 'join', 'innerJoin', 'leftJoin', 'leftOuterJoin', 'rightJoin', 'rightOuterJoin', 'fullOuterJoin', 'crossJoin',
  'hasTable', 'alterTable', 'dropTable', 'dropTableIfExists', 'renameTable',
]);
const SQL_TABLE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+(?:ONLY\s+)?(?:"?public"?\.)?"?([A-Za-z_][A-Za-z0-9_]*)/gi;

/** Who a source file writes for: its module, 'platform', or null elsewhere (and for tests, which set up any table). */
export function ownerOf(filename) {
  const file = path.relative(ROOT, filename).split(path.sep).join('/');
  if (/\.test\.tsx?$/.test(file)) return null;
  if (file.startsWith(PLATFORM)) return 'platform';
  if (!file.startsWith(MODULES)) return null;
  const [name, ...rest] = file.slice(MODULES.length).split('/');
  return rest.length > 0 ? name : null;
}

/** 'public.users as u' -> 'users'. */
const tableName = (text) => text.trim().split(/\s+/)[0].replace(/"/g, '').replace(/^public\./, '');

/** A string literal's or a plain template literal's text, else null. */
function staticText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked;
  return null;
}

/** A string the node spells, directly or through a `const` initialised with one (`db(SANDBOX_TABLE)`). */
function resolvedText(context, node) {
  const text = staticText(node);
  if (text !== null || node?.type !== 'Identifier') return text;
  for (let scope = context.sourceCode.getScope(node); scope; scope = scope.upper) {
    const variable = scope.set.get(node.name);
    if (!variable) continue;
    const def = variable.defs[0];
    return def?.type === 'Variable' && def.parent.kind === 'const' ? staticText(def.node.init) : null;
  }
  return null;
}

function namesTable(callee) {
  if (callee.type === 'Identifier') return HANDLES.test(callee.name);
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  return HANDLES.test(callee.property.name) || METHODS.has(callee.property.name);
}

export const tables = {
  rules: {
    'no-foreign-tables': {
      meta: { type: 'problem', docs: { description: "A module's code names only its own tables" }, schema: [] },
      create(context) {
        const mine = ownerOf(context.filename);
        if (mine === null) return {};
        const check = (node, table) => {
          const owner = TABLE_OWNERS[table];
          if (owner === undefined || owner === mine) return;
          const message =
            owner === 'platform'
              ? `A tabela '${table}' é da plataforma: use as funções de backend/src/platform, não a tabela.`
              : mine === 'platform'
                ? `A tabela '${table}' é do módulo ${owner}: a plataforma recebe dos módulos o que precisa (platform/module.ts), não lê suas tabelas.`
                : `A tabela '${table}' é do módulo ${owner}: use uma função exportada por modules/${owner}/index.ts, não a tabela.`;
          context.report({ node, message });
        };
        const scanSql = (node, text) => {
          for (const match of text.matchAll(SQL_TABLE)) check(node, match[1]);
        };
        return {
          CallExpression(node) {
            if (!namesTable(node.callee)) return;
            const text = resolvedText(context, node.arguments[0]);
            if (text !== null) check(node.arguments[0], tableName(text));
          },
          Literal(node) {
            if (typeof node.value === 'string') scanSql(node, node.value);
          },
          TemplateElement(node) {
            scanSql(node, node.value.cooked ?? node.value.raw);
          },
        };
      },
    },
  },
};
