// Issue 21 item 11: the cookie policy (/cookies) lists exactly the cookies the server sets - all of
// them identity's - and the console sets none of its own (it keeps choices in local storage).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIES_SECTIONS } from '@piboost/events/site-texts';
import { STATE_COOKIE } from './google';
import { DEVICE_COOKIE } from './login-throttle';
import { CHALLENGE_COOKIE, REFRESH_COOKIE } from './routes';

const root = join(__dirname, '../../../..');
const sources = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
const setting = (pattern: RegExp) => (dir: string) => sources(dir).filter((f) => pattern.test(readFileSync(join(root, f), 'utf8')));

describe('the cookie policy', () => {
  it('names exactly the cookies the server sets', () => {
    const named = new Set(COOKIES_SECTIONS.flatMap((s) => s.paragraphs).join('\n').match(/\bpiboost_[a-z0-9_]+/g));
    expect([...named].sort()).toEqual([REFRESH_COOKIE, DEVICE_COOKIE, CHALLENGE_COOKIE, STATE_COOKIE].sort());
  });

  it('has every cookie of the server set by identity, and none by the console or the back office', () => {
    const writers = setting(/\.(append|set)\('Set-Cookie'|cookies\.set\(/)('backend/src').map((f) => relative('backend/src', f));
    expect(writers.sort()).toEqual(['modules/identity/google.ts', 'modules/identity/http/answer.ts']);
    expect([...setting(/document\.cookie/)('console/src'), ...setting(/document\.cookie/)('admin/src')]).toEqual([]);
  });
});
