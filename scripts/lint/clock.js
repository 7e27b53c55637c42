// One clock (issue 22): business code reads the time from `runtime.now()` (or the `now` a decider is
// given), never from `Date.now()` or `new Date()`, so a test can stand the whole platform at any
// instant. The clock file is the one place that reads the machine's time; tests, benches, scripts and
// the front-ends are outside the rule. Timing that is not business time (latency, timeouts, backoff,
// a fake provider's own clock) says so with
// `// eslint-disable-next-line piboost/no-business-clock -- <reason>` or uses performance.now().
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SOURCES = ['backend/src/', 'events/src/', 'projections/src/'];
/** Where `runtime.now()` comes from. */
export const CLOCK_FILE = 'backend/src/platform/clock.ts';

/** True for a file whose time is business time: package sources, not their tests nor the clock itself. */
export function readsBusinessTime(filename) {
  const file = path.relative(ROOT, filename).split(path.sep).join('/');
  if (!SOURCES.some((dir) => file.startsWith(dir)) || file === CLOCK_FILE) return false;
  return !/\.test\.tsx?$/.test(file) && !file.split('/').includes('tests');
}

const isDate = (node) => node.type === 'Identifier' && node.name === 'Date';

export const clock = {
  rules: {
    'no-business-clock': {
      meta: { type: 'problem', docs: { description: 'Business time comes from runtime.now(), not Date.now() or new Date()' }, schema: [] },
      create(context) {
        if (!readsBusinessTime(context.filename)) return {};
        const message = 'Hora de negócio vem de runtime.now() (ou do `now` dado ao decider), não de Date.now()/new Date(); medição de tempo: performance.now() ou eslint-disable-next-line com o motivo.';
        return {
          NewExpression(node) {
            if (isDate(node.callee) && node.arguments.length === 0) context.report({ node, message });
          },
          CallExpression(node) {
            const callee = node.callee;
            if (callee.type === 'MemberExpression' && !callee.computed && isDate(callee.object) && callee.property.name === 'now') context.report({ node, message });
          },
        };
      },
    },
  },
};
