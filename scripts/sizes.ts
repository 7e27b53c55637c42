// Size report (issue 22): the 20 largest source files and every function over 80 lines, across the
// packages' sources and the scripts (tests, benches and e2e excluded). A file or a function may carry
// a `// size: <reason>` comment (for a file: before its first statement; for a function: on the
// lines right above it) to be listed as justified. `--check` exits 1 when an unjustified function is
// over the limit or an unjustified file over ~300 lines.
//   npx tsx scripts/sizes.ts [--check]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIRS = ['backend/src', 'events/src', 'projections/src', 'console/src', 'admin/src', 'scripts'];
const SOURCE = /\.(ts|tsx|js|mjs)$/;
const EXCLUDED = /(\.test\.(ts|tsx)$|\.d\.ts$|(^|\/)(tests|bench|e2e|node_modules|dist)\/)/;
const TOP_FILES = 20;
const FUNCTION_LIMIT = 80;
const FILE_LIMIT = 300;
const JUSTIFIED = /\/\/\s*size:\s*(.+)$/;

export interface FileSize {
  file: string;
  lines: number;
  reason: string | null;
}

export interface FunctionSize {
  file: string;
  line: number;
  name: string;
  lines: number;
  reason: string | null;
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(ROOT, dir);
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && SOURCE.test(e.name))
    .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((f) => !EXCLUDED.test(f));
}

/** The `// size:` reason on the comment lines right above `line` (0-based) or on the line itself. */
function reasonAbove(lines: readonly string[], line: number): string | null {
  const own = lines[line]?.match(JUSTIFIED);
  if (own) return own[1]!.trim();
  for (let i = line - 1; i >= 0 && /^\s*(\/\/|\/\*|\*)/.test(lines[i]!); i--) {
    const m = lines[i]!.match(JUSTIFIED);
    if (m) return m[1]!.trim();
  }
  return null;
}

/** What to call a function: its own name, or the variable, property or method it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration, sf: ts.SourceFile): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText(sf);
  const parent = node.parent;
  if ((ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) && parent.name) return parent.name.getText(sf);
  if (ts.isCallExpression(parent)) return `<argument of ${parent.expression.getText(sf).slice(0, 40)}>`;
  return '<anonymous>';
}

function measure(file: string): { size: FileSize; functions: FunctionSize[] } {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const firstStatement = sf.statements[0] ? sf.getLineAndCharacterOfPosition(sf.statements[0].getStart(sf)).line : lines.length;
  const header = lines.slice(0, firstStatement).map((l) => l.match(JUSTIFIED)).find(Boolean);
  const size = { file, lines: text.endsWith('\n') ? lines.length - 1 : lines.length, reason: header ? header[1]!.trim() : null };

  const functions: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const fn = node as ts.FunctionLikeDeclaration;
      const start = sf.getLineAndCharacterOfPosition(fn.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(fn.getEnd()).line;
      if (end - start + 1 > FUNCTION_LIMIT) functions.push({ file, line: start + 1, name: nameOf(fn, sf), lines: end - start + 1, reason: reasonAbove(lines, start) });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return { size, functions };
}

export function sizeReport(): { files: FileSize[]; functions: FunctionSize[] } {
  const measured = DIRS.flatMap(sourceFiles).map(measure);
  return {
    files: measured.map((m) => m.size).sort((a, b) => b.lines - a.lines),
    functions: measured.flatMap((m) => m.functions).sort((a, b) => b.lines - a.lines),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { files, functions } = sizeReport();
  const why = (reason: string | null) => (reason ? `  (justified: ${reason})` : '');
  console.log(`The ${TOP_FILES} largest source files (lines):`);
  for (const f of files.slice(0, TOP_FILES)) console.log(`${String(f.lines).padStart(6)}  ${f.file}${why(f.reason)}`);
  console.log(`\nFunctions over ${FUNCTION_LIMIT} lines: ${functions.length}`);
  for (const f of functions) console.log(`${String(f.lines).padStart(6)}  ${f.file}:${f.line} ${f.name}${why(f.reason)}`);
  if (process.argv.includes('--check')) {
    const over = [...files.filter((f) => f.lines > FILE_LIMIT && !f.reason), ...functions.filter((f) => !f.reason)];
    if (over.length > 0) {
      console.error(`\n${over.length} unjustified: files over ${FILE_LIMIT} lines or functions over ${FUNCTION_LIMIT}, without a '// size: <reason>' comment.`);
      process.exitCode = 1;
    }
  }
}
