// The CI check of issue 26: for each package's message catalogue, the three languages have the same
// keys, every message parses as ICU with the same arguments and tags as its pt-BR source, every
// plural has an explicit `=0` form (CLDR files 0 under Portuguese's "one": "0 ponto"), and no key
// sits unused - a key counts as used when its literal appears in the package's source outside the
// catalogue (or, for a message without arguments, its pt-BR text does: the server's errors are
// thrown with their Portuguese text and translated by it).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@piboost/events/i18n';

const ROOT = join(import.meta.dirname, '..', '..');

interface Package {
  name: string;
  source: string;
  messages: string;
  load: (locale: Locale) => Promise<Record<string, string>>;
}

const PACKAGES: Package[] = [
  {
    name: 'console',
    source: 'console/src',
    messages: 'console/src/i18n/messages',
    load: async (locale) => {
      const m = (await import(`../../console/src/i18n/messages/${locale}/index.ts`)) as Record<string, Record<string, string>>;
      return Object.values(m).find((v) => typeof v === 'object')!;
    },
  },
  {
    name: 'backend',
    source: 'backend/src',
    messages: 'backend/src/platform/i18n/messages',
    load: async (locale) => {
      const m = (await import(`../../backend/src/platform/i18n/messages/${locale}/index.ts`)) as Record<string, Record<string, string>>;
      return Object.values(m).find((v) => typeof v === 'object')!;
    },
  },
  {
    name: 'admin',
    source: 'admin/src',
    messages: 'admin/src/i18n/messages',
    load: async (locale) => {
      const m = (await import(`../../admin/src/i18n/messages/${locale}/index.ts`)) as Record<string, Record<string, string>>;
      return Object.values(m).find((v) => typeof v === 'object')!;
    },
  },
];

/** Argument names and tags a message uses, and its plurals without `=0`. */
function inspect(elements: MessageFormatElement[], into = { names: new Set<string>(), plurals: [] as string[] }) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    into.names.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) inspect(element.children, into);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      if (element.type === TYPE.plural && element.pluralType === 'cardinal' && !('=0' in element.options)) into.plurals.push(element.value);
      for (const option of Object.values(element.options)) inspect(option.value, into);
    }
  }
  return into;
}

function sourceFiles(dir: string, skip: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (path === skip || entry === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path, skip);
    return /\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

describe.each(PACKAGES)('$name catalogue', (pkg) => {
  it('has the same keys, arguments and tags in every language, and a =0 form in every plural', async () => {
    const source = await pkg.load('pt-BR');
    const problems: string[] = [];
    for (const locale of LOCALES) {
      const catalogue = await pkg.load(locale);
      for (const key of Object.keys(source)) if (!(key in catalogue)) problems.push(`${locale}: missing ${key}`);
      for (const key of Object.keys(catalogue)) if (!(key in source)) problems.push(`${locale}: extra ${key}`);
      for (const [key, text] of Object.entries(catalogue)) {
        let found: ReturnType<typeof inspect>;
        try {
          found = inspect(parse(text));
        } catch (err) {
          problems.push(`${locale} ${key}: does not parse (${(err as Error).message})`);
          continue;
        }
        for (const plural of found.plurals) problems.push(`${locale} ${key}: plural {${plural}} has no =0 form`);
        const expected = [...inspect(parse(source[key] ?? '')).names].sort();
        if (JSON.stringify([...found.names].sort()) !== JSON.stringify(expected)) {
          problems.push(`${locale} ${key}: uses ${[...found.names].join(', ') || 'nothing'}, pt-BR uses ${expected.join(', ') || 'nothing'}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('has no key that the source never uses', async () => {
    const source = await pkg.load('pt-BR');
    const text = sourceFiles(join(ROOT, pkg.source), join(ROOT, pkg.messages))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const unused = Object.entries(source)
      .filter(([key, message]) => {
        if (text.includes(`'${key}'`) || text.includes(`"${key}"`)) return false;
        const plain = inspect(parse(message)).names.size === 0;
        return !(plain && (text.includes(`'${message}'`) || text.includes(`"${message}"`) || text.includes(`\`${message}\``)));
      })
      .map(([key]) => key);
    expect(unused, `unused in ${relative(ROOT, join(ROOT, pkg.source))}`).toEqual([]);
  });
});
