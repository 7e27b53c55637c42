// Reading a downloaded PDF in e2e tests: its text with pdf.js in Node, and its first page drawn by
// pdf.js inside the real browser (served from node_modules under the app's origin) as a PNG.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const pdfjsBuild = dirname(require.resolve('pdfjs-dist/build/pdf.mjs'));

export async function pdfText(pdf: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: new Uint8Array(pdf) }).promise;
  const text = (await (await doc.getPage(1)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
  await doc.destroy();
  return text;
}

/** Draws the first page in `page` (a blank tab of the app's origin) and returns the PNG's bytes. */
export async function renderFirstPage(page: Page, pdf: Buffer): Promise<Buffer> {
  await page.context().route('**/__pdfjs/*', (route) => {
    const file = new URL(route.request().url()).pathname.split('/').pop()!;
    if (file === 'blank.html') return route.fulfill({ body: '<!doctype html><html lang="pt-BR"><body></body></html>', contentType: 'text/html' });
    if (!/^pdf(\.worker)?\.mjs$/.test(file)) return route.fulfill({ status: 404 });
    return route.fulfill({ body: readFileSync(join(pdfjsBuild, file)), contentType: 'text/javascript' });
  });
  await page.goto('/__pdfjs/blank.html');
  const dataUrl = await page.evaluate(async (base64) => {
    const pdfjs = (await import('/__pdfjs/pdf.mjs' as string)) as typeof import('pdfjs-dist');
    pdfjs.GlobalWorkerOptions.workerSrc = '/__pdfjs/pdf.worker.mjs';
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const doc = await pdfjs.getDocument({ data }).promise;
    const first = await doc.getPage(1);
    const viewport = first.getViewport({ scale: 1.5 });
    const canvas = document.createElement('canvas');
    canvas.width = viewport.width;
    canvas.height = viewport.height;
    document.body.replaceChildren(canvas);
    await first.render({ canvas, canvasContext: canvas.getContext('2d')!, viewport }).promise;
    return canvas.toDataURL('image/png');
  }, pdf.toString('base64'));
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}
