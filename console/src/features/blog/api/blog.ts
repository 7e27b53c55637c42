// The blog endpoints (backend/src/modules/content/routes.ts): the page (server-side search, category
// and pages), one article, its view, the like, and the requests for new articles and Reconectar.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Article, ArticleCard } from '@piboost/events/content';
import type { AnalysisView, ProviderStatus } from '../../market';

export type { Article, ArticleCard };
export type CategoryId = ArticleCard['category'];

export interface BlogPage {
  articles: ArticleCard[];
  total: number;
  page: number;
  pageSize: number;
  pages: number;
  featured: ArticleCard[];
  filtering: boolean;
  status: ProviderStatus;
  warning: string | null;
  fallback: { title: string; excerpt: string; body: string; category: CategoryId }[];
  analysis: AnalysisView;
  lastGeneratedAt: string | null;
  nextRefreshAt: string | null;
  categories: Record<CategoryId, string>;
}

export interface BlogFilter {
  q: string;
  category: CategoryId | 'all';
  page: number;
}

interface Envelope<T> {
  success: true;
  message?: string;
  data: T;
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
    queryFn: ({ signal }) => api.get<Envelope<{ article: Article; liked: boolean | null; categories: Record<CategoryId, string> }>>(`/public/blog/articles/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data),
    enabled: viewer !== null,
    retry: false,
  });

export const countView = (slug: string) => api.post<Envelope<{ views: number }>>(`/public/blog/articles/${encodeURIComponent(slug)}/view`).then((r) => r.data.views);

export function useLike(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (liked: boolean) => api.put<Envelope<{ liked: boolean; likes: number }> & { message: string }>(`/blog/articles/${encodeURIComponent(slug)}/like`, { liked }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['blog'] }),
  });
}

export function useBlogAction(path: '/public/blog/refresh' | '/public/blog/reconnect') {
  const client = useQueryClient();
  return useMutation({ mutationFn: () => api.post<{ success: true; message: string }>(path), onSuccess: () => client.invalidateQueries({ queryKey: ['blog', 'page'] }) });
}
