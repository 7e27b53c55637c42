// The rules every track written in the repository keeps (issue 23): ids unique across tracks, quizzes
// of 3-5 single-choice questions with one right option and an explanation for every option, skills
// that belong to the lesson and the track, and bodies in the Markdown subset of types.ts that link
// only to the console's own paths (console/src/config/paths.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TRACKS, type LessonContent } from './index';

const root = join(__dirname, '../../../../..');
/** The console's paths, read as text (the backend does not import the console); `:param` matches one segment. */
const OWN_PATHS = [...readFileSync(join(root, 'console/src/config/paths.ts'), 'utf8').matchAll(/path: '([^']+)'/g)].map(
  ([, p]) => new RegExp(`^${p!.replace(/:[a-zA-Z]+/g, '[a-z0-9-]+')}$`),
);
const isOwnPath = (href: string) => OWN_PATHS.some((p) => p.test(href));

/** What a body may not contain: the subset has no HTML, images, tables, code, other headings or list markers. */
const FORBIDDEN: [string, RegExp][] = [
  ['HTML', /<\/?[a-zA-Z][^>]*>/],
  ['image', /!\[/],
  ['table', /^\s*\|/m],
  ['code', /`/],
  ['heading other than ## and ###', /^(#|####+)\s|^#{1,6}[^#\s]/m],
  ['list marker other than - and 1.', /^\s*[*+]\s/m],
  ['indented line', /^[ \t]+\S/m],
  ['web address (links go only to our own paths)', /https?:\/\/|www\./],
];

const lessons = TRACKS.flatMap((t) => t.lessons.map((lesson) => ({ track: t, lesson })));
const links = (body: string) => [...body.matchAll(/\[([^\]]*)\]\(([^)]*)\)/g)].map(([, text, href]) => ({ text: text!, href: href! }));
const allIds = (pick: (l: LessonContent) => string[]) => lessons.flatMap(({ lesson }) => pick(lesson));
const duplicates = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);

describe('the education tracks', () => {
  it('has at least one free track, and every track has lessons', () => {
    expect(TRACKS.some((t) => t.access === 'free')).toBe(true);
    for (const t of TRACKS) expect(t.lessons.length, t.id).toBeGreaterThan(0);
  });

  it('keeps every id unique across tracks and kebab-case', () => {
    const groups = {
      tracks: TRACKS.map((t) => t.id),
      lessons: allIds((l) => [l.id]),
      items: allIds((l) => l.quiz.map((q) => q.id)),
      cards: allIds((l) => l.glossary.map((c) => c.id)),
      skills: TRACKS.flatMap((t) => t.skills.map((s) => s.id)),
    };
    for (const [group, ids] of Object.entries(groups)) {
      expect(duplicates(ids), group).toEqual([]);
      for (const id of ids) expect(id, group).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it.each(lessons.map(({ track, lesson }) => [lesson.id, track, lesson] as const))('%s: minutes, skills and glossary', (_, track, lesson) => {
    expect(lesson.title.trim()).not.toBe('');
    expect(lesson.summary.trim()).not.toBe('');
    expect(lesson.minutes).toBeGreaterThan(0);
    expect(lesson.skillIds.length).toBeGreaterThan(0);
    const trackSkills = track.skills.map((s) => s.id);
    for (const s of lesson.skillIds) expect(trackSkills, s).toContain(s);
    expect(lesson.glossary.length).toBeGreaterThan(0);
    for (const c of lesson.glossary) expect(c.term.trim() && c.definition.trim(), c.id).toBeTruthy();
  });

  it.each(lessons.map(({ lesson }) => [lesson.id, lesson] as const))('%s: a quiz of 3-5 single-choice questions, explained', (_, lesson) => {
    expect(lesson.quiz.length).toBeGreaterThanOrEqual(3);
    expect(lesson.quiz.length).toBeLessThanOrEqual(5);
    lesson.quiz.forEach((item, n) => {
      expect(item.id).toBe(`${lesson.id}-q${n + 1}`);
      expect(lesson.skillIds, item.id).toContain(item.skillId);
      expect(item.stem.trim(), item.id).not.toBe('');
      expect(item.options.length, item.id).toBeGreaterThanOrEqual(3);
      expect(item.options.length, item.id).toBeLessThanOrEqual(4);
      expect(
        item.options.map((o) => o.id),
        item.id,
      ).toEqual(['a', 'b', 'c', 'd'].slice(0, item.options.length));
      expect(item.options.filter((o) => o.id === item.correctOptionId), item.id).toHaveLength(1);
      for (const o of item.options) {
        expect(o.text.trim(), `${item.id} ${o.id}`).not.toBe('');
        expect(o.explanation.trim(), `${item.id} ${o.id}`).not.toBe('');
      }
    });
  });

  it.each(lessons.map(({ lesson }) => [lesson.id, lesson] as const))('%s: the body uses only the Markdown subset and links to our own pages', (_, lesson) => {
    for (const [what, pattern] of FORBIDDEN) expect(pattern.test(lesson.body), `${lesson.id} has ${what}`).toBe(false);
    for (const { text, href } of links(lesson.body)) {
      expect(text.trim(), href).not.toBe('');
      expect(isOwnPath(href), `${lesson.id} links to ${href}`).toBe(true);
    }
  });

  it('does not place the right option in the same position in every question of a track', () => {
    for (const t of TRACKS) {
      const positions = new Set(t.lessons.flatMap((l) => l.quiz.map((q) => q.correctOptionId)));
      expect(positions.size, t.id).toBeGreaterThan(1);
    }
  });
});
