// The Premium track's shape (issue 23): what types.ts promises the education module and the lesson
// pages - 3-5 questions with exactly one right option and an explanation for each, unique `at-` ids,
// the Markdown subset only, links to the console's own paths, 400-700 words in 4-6 minutes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analiseTecnica } from './analise-tecnica';
import { TRACKS } from './index';

const { lessons, skills } = analiseTecnica;
const items = lessons.flatMap((l) => l.quiz);
const cards = lessons.flatMap((l) => l.glossary);
/** Every `path: '/...'` of the console's route table, without the ones that take a parameter. */
const consolePaths = new Set(
  [...readFileSync(join(__dirname, '../../../../../console/src/config/paths.ts'), 'utf8').matchAll(/path: '(\/[^']*)'/g)].map((m) => m[1]!).filter((p) => !p.includes(':')),
);
const words = (body: string) => body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const unique = (ids: readonly string[]) => expect(new Set(ids).size).toBe(ids.length);

describe('the track "Análise técnica e on-chain para o dia a dia"', () => {
  it('is Premium and listed after the free tracks', () => {
    expect(analiseTecnica).toMatchObject({ id: 'analise-tecnica', access: 'premium' });
    const at = TRACKS.indexOf(analiseTecnica);
    expect(at).toBeGreaterThanOrEqual(0);
    TRACKS.forEach((t, i) => t.access === 'free' && expect(i).toBeLessThan(at));
  });

  it('has six lessons, each with 1-2 of the track skills, 2-4 glossary cards and 4-6 minutes', () => {
    expect(lessons).toHaveLength(6);
    const skillIds = skills.map((s) => s.id);
    for (const l of lessons) {
      expect(l.skillIds.length, l.id).toBeGreaterThanOrEqual(1);
      expect(l.skillIds.length, l.id).toBeLessThanOrEqual(2);
      expect(skillIds, l.id).toEqual(expect.arrayContaining(l.skillIds));
      expect(l.glossary.length, l.id).toBeGreaterThanOrEqual(2);
      expect(l.glossary.length, l.id).toBeLessThanOrEqual(4);
      expect([4, 5, 6], l.id).toContain(l.minutes);
      expect(l.title && l.summary, l.id).toBeTruthy();
      for (const c of l.glossary) expect(c.term && c.definition, c.id).toBeTruthy();
    }
    expect(new Set(lessons.flatMap((l) => l.skillIds))).toEqual(new Set(skillIds));
  });

  it('gives every id the at- prefix, once, and names each question after its lesson', () => {
    const ids = [...lessons.map((l) => l.id), ...skills.map((s) => s.id), ...items.map((q) => q.id), ...cards.map((c) => c.id)];
    for (const id of ids) expect(id).toMatch(/^at-[a-z0-9]+(-[a-z0-9]+)*$/);
    unique(ids);
    for (const l of lessons) expect(l.quiz.map((q) => q.id)).toEqual(l.quiz.map((_, i) => `${l.id}-q${i + 1}`));
  });

  it('asks 3-5 questions per lesson with 3-4 options, exactly one right, each explained', () => {
    for (const l of lessons) {
      expect(l.quiz.length, l.id).toBeGreaterThanOrEqual(3);
      expect(l.quiz.length, l.id).toBeLessThanOrEqual(5);
      for (const q of l.quiz) {
        expect(l.skillIds, q.id).toContain(q.skillId);
        expect(q.options.map((o) => o.id), q.id).toEqual(['a', 'b', 'c', 'd'].slice(0, q.options.length));
        expect(q.options.length, q.id).toBeGreaterThanOrEqual(3);
        expect(q.options.length, q.id).toBeLessThanOrEqual(4);
        expect(q.options.filter((o) => o.id === q.correctOptionId), q.id).toHaveLength(1);
        for (const o of q.options) expect(o.text.trim() && o.explanation.trim(), `${q.id} ${o.id}`).toBeTruthy();
        expect(q.options.find((o) => o.id === q.correctOptionId)!.explanation, q.id).toMatch(/^Correto\./);
        for (const o of q.options.filter((x) => x.id !== q.correctOptionId)) expect(o.explanation, `${q.id} ${o.id}`).not.toMatch(/^Correto/);
      }
    }
    expect(new Set(items.map((q) => q.correctOptionId)).size).toBeGreaterThanOrEqual(4);
  });

  it('writes 400-700 words per lesson in the Markdown subset, linking only to our own pages', () => {
    for (const l of lessons) {
      expect(words(l.body), l.id).toBeGreaterThanOrEqual(400);
      expect(words(l.body), l.id).toBeLessThanOrEqual(700);
      expect(l.body, l.id).not.toMatch(/<\/?[a-z!]/i); // no HTML
      expect(l.body, l.id).not.toMatch(/!\[|^\s*\||^#(?!#)|^#{4,}|```/m); // no images, tables, h1, h4+, code
      expect(l.body.split('**').length % 2, `${l.id}: bold marks in pairs`).toBe(1);
      for (const [, target] of l.body.matchAll(/\]\(([^)]*)\)/g)) expect(consolePaths, `${l.id} -> ${target}`).toContain(target);
    }
    expect(consolePaths).toContain('/track-record');
  });

  it('gives no orders to buy or sell', () => {
    const texts = lessons.flatMap((l) => [l.body, l.summary, ...l.quiz.flatMap((q) => [q.stem, ...q.options.flatMap((o) => [o.text, o.explanation])])]);
    for (const text of texts) expect(text).not.toMatch(/\b(compre|venda agora|vendam|comprem)\b/i);
  });
});
