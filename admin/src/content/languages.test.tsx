// The blog and articles page in English and Spanish (issue 26): the page's labels follow the
// operator's language; the AI's article titles and the category names stay as the API sends them.
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { AdminArticle, ContentAdmin } from '@piboost/backend/contract';
import { closeApp, openAt } from '../testing/open-app';
import { serveApi } from '../testing/serve-api';

afterEach(closeApp);

const article = {
  id: '00000000-0000-4000-8000-000000000001',
  slug: 'como-ler-a-variacao',
  title: 'Como ler a variação de 24 horas',
  excerpt: 'Resumo.',
  author: 'π Boost IA',
  authorInitials: 'IA',
  publishDate: '2026-11-26T15:00:00.000Z',
  readTimeMinutes: 4,
  category: 'mercado',
  tags: [],
  imageUrl: null,
  views: 12,
  likes: 3,
  featured: false,
  aiGenerated: true,
  simulated: true,
  body: 'Texto.',
  sources: [],
  sourceUrl: null,
  sourceDate: null,
  model: 'simulado',
  editedAt: null,
  status: 'published',
  generatedAt: '2026-11-26T15:00:00.000Z',
  publishedAt: '2026-11-26T15:00:00.000Z',
  reviewerId: null,
  editorId: null,
  unpublishedReason: null,
  costUsd: 0,
} as unknown as AdminArticle;

const DATA = {
  articles: [article],
  counts: { published: 1 },
  settings: { autoPublish: true, changedBy: null, changedAt: null },
  provider: { state: 'connected', since: '2026-11-26T15:00:00.000Z', lastError: null, nextRetryAt: null, simulated: false, model: 'simulado' },
  categories: { mercado: 'Mercado' },
} as unknown as ContentAdmin;

function serve() {
  serveApi('admin', { 'GET /api/admin/content': { success: true, data: DATA } });
}

it('shows the articles in English', async () => {
  serve();
  openAt('/content', 'en-US');
  const table = await screen.findByRole('table', { name: 'Articles' });
  expect(within(table).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Title', 'Category', 'Status', 'Generated', 'Review', 'Reads', 'Likes', 'Actions']);
  expect(within(table).getByRole('button', { name: 'Unpublish Como ler a variação de 24 horas' })).toBeTruthy();
  expect(within(table).getByText('Mercado')).toBeTruthy();
  expect(screen.getByText('AI: Connected · model simulado')).toBeTruthy();
  expect(screen.queryByText('Gerar artigos agora')).toBeNull();
});

it('shows the articles in Spanish', async () => {
  serve();
  openAt('/content', 'es-ES');
  const table = await screen.findByRole('table', { name: 'Artículos' });
  expect(within(table).getByText('Publicado')).toBeTruthy();
  expect(within(table).getByRole('button', { name: 'Destacar Como ler a variação de 24 horas' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Generar artículos ahora' })).toBeTruthy();
  expect(screen.queryByText('Publicação')).toBeNull();
});
