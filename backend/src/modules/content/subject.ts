// One published article as another module names it (the community's thread about it): by its id or
// its slug, answered with its id (the same thread whichever the caller had) and title; null when no
// such article is published.
import type { Runtime } from '../../platform/runtime';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function articleSubject(runtime: Pick<Runtime, 'db'>, idOrSlug: string): Promise<{ id: string; slug: string; title: string } | null> {
  const q = runtime.db('blog_articles').where({ status: 'published' });
  const row = await (UUID.test(idOrSlug) ? q.where({ id: idOrSlug }) : q.where({ slug: idOrSlug })).first<{ id: string; slug: string; title: string } | undefined>('id', 'slug', 'title');
  return row ?? null;
}
