// One stream, one writer (issue 22 item 3): a person's user-<id> stream is identity's. Other modules
// change it through identity's commands (profile, survey), so no source outside identity may hand a
// `userStream(...)` id - directly or through a variable - to an append or to handleCommand. The
// subscription-<id> and benefits-<id> streams are billing's (a claimed reward's benefit goes through
// grantRewardBenefit, a staff member's trial or Premium through grantByStaff): no source outside
// billing that names them may append at all.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const MODULES = path.resolve(import.meta.dirname);
const OWNER = 'identity';
const BILLING_STREAMS = ['subscriptionStream', 'benefitsStream'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const isCallOf = (node: ts.Node, names: readonly string[]): boolean => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && names.includes(node.expression.text);
const containsCallOf = (node: ts.Node, names: readonly string[]): boolean => isCallOf(node, names) || (ts.forEachChild(node, (child) => containsCallOf(child, names) || undefined) ?? false);
const containsUserStream = (node: ts.Node): boolean => containsCallOf(node, ['userStream']);

/** `x.append(stream, ...)` / `handleCommand(writer, stream, ...)`: the argument naming the stream written. */
function writtenStream(call: ts.CallExpression): ts.Expression | undefined {
  const callee = call.expression;
  if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'append') return call.arguments[0];
  if (ts.isIdentifier(callee) && callee.text === 'handleCommand') return call.arguments[1];
  return undefined;
}

/** Every write to a user-<id> stream in one file, as "file:line". */
function userStreamWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const userStreamNames = new Set<string>();
  const found: string[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && containsUserStream(node.initializer)) userStreamNames.add(node.name.text);
    ts.forEachChild(node, collect);
  };
  const check = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const stream = writtenStream(node);
      if (stream && (containsUserStream(stream) || (ts.isIdentifier(stream) && userStreamNames.has(stream.text)))) {
        found.push(`${path.relative(MODULES, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
    }
    ts.forEachChild(node, check);
  };
  collect(source);
  check(source);
  return found;
}

/** Every write in a file that names a billing stream (however its id then reaches the write), as "file:line". */
function billingStreamWrites(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  if (!containsCallOf(source, BILLING_STREAMS)) return [];
  const found: string[] = [];
  const check = (node: ts.Node) => {
    if (ts.isCallExpression(node) && writtenStream(node)) found.push(`${path.relative(MODULES, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    ts.forEachChild(node, check);
  };
  check(source);
  return found;
}

const outside = (owner: string) =>
  readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== owner)
    .flatMap((entry) => sources(path.join(MODULES, entry.name)));

it('only billing appends to a subscription-<id> or benefits-<id> stream', () => {
  const writes = outside('billing').flatMap((file) => billingStreamWrites(file, readFileSync(file, 'utf8')));
  expect(writes).toEqual([]);
  expect(sources(path.join(MODULES, 'billing')).flatMap((file) => billingStreamWrites(file, readFileSync(file, 'utf8'))).length).toBeGreaterThan(0);
});

it('sees a write by a file that names a billing stream, even through a returned object', () => {
  const throughObject = `const at = (id) => ({ streamId: benefitsStream(id) });\nconst h = at(id);\nawait handleCommand(runtime.events, h.streamId, load, decide);`;
  const readOnly = `for await (const e of store.readStream(subscriptionStream(id))) out.push(e);`;
  expect(billingStreamWrites(path.join(MODULES, 'x/a.ts'), throughObject)).toEqual(['x/a.ts:3']);
  expect(billingStreamWrites(path.join(MODULES, 'x/b.ts'), readOnly)).toEqual([]);
});

it('only identity appends to a user-<id> stream', () => {
  const writes = readdirSync(MODULES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== OWNER)
    .flatMap((entry) => sources(path.join(MODULES, entry.name)))
    .flatMap((file) => userStreamWrites(file, readFileSync(file, 'utf8')));
  expect(writes).toEqual([]);
});

it('sees a write to user-<id> however the stream id reaches the call', () => {
  const direct = `await runtime.events.append(userStream(id), [e]);`;
  const throughVariable = `const stream = userStream(id);\nawait handleCommand(runtime.events, stream, load, decide);`;
  const otherStream = `const stream = gamificationStream(id);\nawait events.append(stream, [e]);`;
  expect(userStreamWrites(path.join(MODULES, 'x/a.ts'), direct)).toEqual(['x/a.ts:1']);
  expect(userStreamWrites(path.join(MODULES, 'x/b.ts'), throughVariable)).toEqual(['x/b.ts:2']);
  expect(userStreamWrites(path.join(MODULES, 'x/c.ts'), otherStream)).toEqual([]);
});

it('identity does write user-<id> streams (the check is looking at real code)', () => {
  const identityWrites = sources(path.join(MODULES, OWNER)).flatMap((file) => userStreamWrites(file, readFileSync(file, 'utf8')));
  expect(identityWrites.length).toBeGreaterThan(0);
});
