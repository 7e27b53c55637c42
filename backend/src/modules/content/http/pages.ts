// The blog's pages as crawlers and link previews see them: each article with its own title, description and image.
import type { PageMetaSource } from '../../../platform/http';
import type { Runtime } from '../../../platform/runtime';
import { articleBySlug } from '../queries';

export function blogPages(runtime: Runtime): PageMetaSource[] {
  const url = (path: string) => `${runtime.config.publicUrl}${path}`;
  return [
    {
      path: '/blog',
      meta: async () => ({ title: 'Blog', description: 'Artigos sobre criptomoedas escritos pela IA do π Boost e revisados pela equipe: mercado, tecnologia, educação, análise e regulamentação.', url: url('/blog') }),
    },
    {
      path: '/blog/:slug',
      async meta({ slug }) {
        if (!slug || !/^[a-z0-9-]{1,140}$/.test(slug)) return null;
        const row = await articleBySlug(runtime, slug);
        if (!row || row.status !== 'published') return null;
        return { title: row.title, description: row.excerpt, url: url(`/blog/${row.slug}`), image: row.image_url, type: 'article' };
      },
    },
  ];
}
