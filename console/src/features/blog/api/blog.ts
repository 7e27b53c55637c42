// The blog endpoints (backend/src/modules/content/routes.ts): the page (server-side search, category
// and pages), one article, its view, the like, and the requests for new articles and Reconectar. The
// answers' types are the backend's response schemas.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArticleCard, ArticlePage, BlogPage, LikeAnswer, ViewsAnswer } from '@piboost/backend/contract';
import { api, type Envelope } from '../../../lib/api-client';

export type { Article, ArticleCard, BlogPage } from '@piboost/backend/contract';
export type CategoryId = ArticleCard['category'];

export interface BlogFilter {
  q: string;
  category: CategoryId | 'all';
  page: number;
}

export function useBlog(filter: BlogFilter, fastPoll: boolean) {
  const params = new URLSearchParams();
  if (filter.q.trim()) params.set('q', filter.q.trim());
  if (filter.category !== 'all') params.set('category', filter.category);
  if (filter.page > 1) params.set('page', String(filter.page));
  return useQuery<BlogPage>({
    queryKey: ['blog', 'page', filter],
    queryFn: ({ signal }) => api.get<Envelope<BlogPage>>(`/public/blog?${params}`, { signal }).then((r) => r.data),
    placeholderData: keepPreviousData,
    // While a Reconectar or a new-articles request is under way, follow it closely.
    refetchInterval: fastPoll ? 2_000 : 30_000,
  });
}

/** `viewer`: who is asking (their like is part of the answer); null while the session is being restored. */
export const useArticle = (slug: string, viewer: string | null) =>
  useQuery({
    queryKey: ['blog', 'article', slug, viewer],
    queryFn: ({ signal }) => api.get<Envelope<ArticlePage>>(`/public/blog/articles/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
    enabled: viewer !== null,
    retry: false,
  });

export const countView = (slug: string) => api.post<ViewsAnswer>(`/public/blog/articles/${encodeURIComponent(slug)}/view`).then((r) => r.data.views);

export function useLike(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => api.put<LikeAnswer>(`/blog/articles/${encodeURIComponent(slug)}/like`, { liked }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}

export function useBlogAction(path: '/public/blog/refresh' | '/public/blog/reconnect') {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api.post<{ success: true; message: string }>(path), onSuccess: () => client.invalidateQueries({ queryKey: ['blog', 'page'] }) });
}
