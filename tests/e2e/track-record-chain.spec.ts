// The track record verified from outside (issue 21 item 7): a visitor reads the hash recipe on
// /track-record, downloads the whole chain and checks it on their own machine with the repository's
// script (spawned with node here) - OK on the download, the first broken link on a tampered copy -
// and the last hash the script prints is the one the page's own check shows.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { DEMO_ADMIN, staffToken } from './support/staff';

const verify = (...files: string[]) => {
  const run = spawnSync(process.execPath, ['scripts/verify-track-record.mjs', ...files], { encoding: 'utf8' });
  return { status: run.status, out: `${run.stdout}${run.stderr}`.trim() };
};

test('a visitor downloads the track record chain and verifies it offline with the script', async ({ page, request }, info) => {
  test.setTimeout(180_000);
  // The simulated analyst publishes calls with each analysis: ask for one and wait for its calls.
  const { token } = await staffToken(request, DEMO_ADMIN);
  expect((await request.post('/api/admin/market/refresh', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(202);
  await expect
    .poll(async () => ((await (await request.get('/api/public/track-record')).json()) as { data: { published: number } }).data.published, { timeout: 120_000 })
    .toBeGreaterThan(0);

  await page.goto('/track-record');
  await expect(page.getByRole('heading', { name: 'Verifique você mesmo' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Como o hash é calculado' })).toBeVisible();
  await expect(page.getByText(/^hash = SHA-256, em hexadecimal minúsculo, do texto JSON da lista \[previousHash, callId,/)).toBeVisible();
  await expect(page.getByText('node scripts/verify-track-record.mjs piboost-historico-cadeia.json')).toBeVisible();
  // The table shows whole hashes, not a prefix.
  await expect(page.getByRole('cell', { name: /^[0-9a-f]{64}$/ }).first()).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Baixar a cadeia completa (JSON)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('piboost-historico-cadeia.json');
  const file = info.outputPath('piboost-historico-cadeia.json');
  await download.saveAs(file);
  const chain = JSON.parse(readFileSync(file, 'utf8')) as { count: number; headHash: string; calls: { confidence: number }[] };
  expect(chain.count).toBeGreaterThan(0);

  const ok = verify(file);
  expect(ok).toEqual({ status: 0, out: `OK: ${chain.count} chamadas conferidas. Último hash: ${chain.headHash}` });

  // The server's own check ends on the same, whole, hash.
  await page.getByRole('button', { name: 'Verificar a cadeia de hashes' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Cadeia íntegra' });
  await expect(status).toContainText(`Cadeia íntegra: ${chain.count} chamadas conferidas. Último hash: ${chain.headHash}`);
  await page.getByRole('heading', { name: 'Verifique você mesmo' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/track-record-chain.png', fullPage: true });

  const tampered = info.outputPath('adulterada.json');
  chain.calls[0]!.confidence = chain.calls[0]!.confidence === 0.9 ? 0.8 : 0.9;
  writeFileSync(tampered, JSON.stringify(chain));
  const broken = verify(tampered);
  expect(broken.status).toBe(1);
  expect(broken.out).toMatch(/^QUEBRADA na chamada nº 1 \(.+\): o hash não confere com os campos/);
});
