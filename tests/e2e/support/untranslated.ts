// What an e2e test uses to find Portuguese left on a page shown in English or Spanish (issue 26): the
// visible text, outside content marked `lang="pt-BR"` (AI analyses, articles, what people wrote), is
// compared with the console's pt-BR catalogue - a whole message, or a long literal stretch of one,
// that the page's own catalogue does not also contain - and searched for letters and words only
// Portuguese uses.
import type { Page } from '@playwright/test';
import type { Locale } from '@piboost/events/i18n';
import { ptBR } from '../../../console/src/i18n/messages/pt-BR';
import { enUS } from '../../../console/src/i18n/messages/en-US';
import { esES } from '../../../console/src/i18n/messages/es-ES';

const CATALOGUES: Record<Exclude<Locale, 'pt-BR'>, Record<string, string>> = { 'en-US': enUS, 'es-ES': esES };

/** Literal stretches of an ICU message: the text between its arguments, tags and plural blocks. */
function literals(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?[a-zA-Z]+>/)
    .map((part) => part.trim())
    .filter(Boolean);
}

const PORTUGUESE_ONLY = /[ãõç]|\b(você|não|são|também|então|conteúdo|usuário|configurações)\b/i;

/** The visible text of the page, line by line, skipping what is marked as written in Portuguese. */
async function visibleLines(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (!parent || !text) continue;
      if (parent.closest('[lang="pt-BR"], script, style, noscript, [hidden], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(parent);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      lines.push(text);
    }
    for (const el of document.querySelectorAll<HTMLElement>('[placeholder], [aria-label], [title], img[alt]')) {
      if (el.closest('[lang="pt-BR"]')) continue;
      for (const attribute of ['placeholder', 'aria-label', 'title', 'alt']) {
        const value = el.getAttribute(attribute)?.trim();
        if (value) lines.push(value);
      }
    }
    return lines;
  });
}

/** The lines of the page that are still Portuguese, with why; empty when the page is fully translated. */
export async function untranslated(page: Page, locale: Exclude<Locale, 'pt-BR'>): Promise<string[]> {
  const own = CATALOGUES[locale];
  const ownText = Object.values(own).join('\n');
  const suspects = new Set<string>();
  for (const [key, message] of Object.entries(ptBR)) {
    if (own[key] === message) continue;
    for (const literal of literals(message)) if (literal.length >= 12 && !ownText.includes(literal)) suspects.add(literal);
    if (!/[{<]/.test(message) && message.length >= 4 && !ownText.includes(message)) suspects.add(message);
  }
  const found: string[] = [];
  for (const line of await visibleLines(page)) {
    if (PORTUGUESE_ONLY.test(line)) {
      found.push(`${line} (palavra portuguesa)`);
      continue;
    }
    for (const suspect of suspects) {
      if (line === suspect || (suspect.length >= 12 && line.includes(suspect))) {
        found.push(`${line} (catálogo pt-BR: "${suspect}")`);
        break;
      }
    }
  }
  return [...new Set(found)];
}
