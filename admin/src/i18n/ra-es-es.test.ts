import english from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { esEsMessages } from './ra-es-es';

type Messages = { [key: string]: string | Messages };

const keys = (messages: Messages, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

describe("the back office's es-ES messages", () => {
  it('translate every key of the react-admin version in use, and nothing else', () => {
    expect(keys(esEsMessages as Messages).sort()).toEqual(keys(english as Messages).sort());
  });

  it('keep the placeholders and the plural forms of every message', () => {
    const placeholders = (text: string) => (text.match(/%\{\w+\}|\|\|\|\|/g) ?? []).sort();
    const lookup = (messages: Messages, key: string) => key.split('.').reduce<string | Messages>((node, part) => (node as Messages)[part]!, messages) as string;
    for (const key of keys(english as Messages)) {
      expect(placeholders(lookup(esEsMessages as Messages, key)), key).toEqual(placeholders(lookup(english as Messages, key)));
    }
  });
});
