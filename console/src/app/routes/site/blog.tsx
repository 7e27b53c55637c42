// /blog (product-spec §2, §5, §8, §9; DECISIONS 14): header, the API status with Reconectar, the
// warning banner, the AI market analysis, two featured articles (only without search and with every
// category), "Todos os Artigos" / "Resultados da Busca" filtered and paginated by the server, six
// skeletons while loading, the empty state, and the newsletter box. The filter lives in the address,
// so a search can be shared and the back button works.
import { useCallback, useEffect, useState, type Dispatch, type SetStateAction } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { toast } from '../../../components/ui/toast';
import { useAuth } from '../../../features/auth';
import { AiContentNote, ArticleCard, CATEGORY_LABEL, CategoryBadge, SkeletonCard, useBlog, useBlogAction, useStatusToasts, type BlogFilter, type BlogPage, type CategoryId } from '../../../features/blog';
import { NewsletterForm } from '../../../features/contact/components/newsletter-form';
import { AnalysisCard, ApiStatus, formatDateTime } from '../../../features/market';
import { translate, useI18n } from '../../../i18n';

/** product-spec §9. */
const SKELETONS = 6;
const CATEGORIES: CategoryId[] = ['mercado', 'tecnologia', 'educacao', 'analise', 'nfts', 'regulamentacao', 'ia', 'personalizado'];
const LABELS = CATEGORY_LABEL;

function filterOf(params: URLSearchParams): BlogFilter {
  const category = params.get('categoria');
  const page = Number(params.get('pagina'));
  return { q: params.get('q') ?? '', category: CATEGORIES.includes(category as CategoryId) ? (category as CategoryId) : 'all', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

type Waiting = 'reconnect' | 'articles' | null;
type Update = (change: Partial<BlogFilter>) => void;

export default function BlogRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.blog.metaTitle'), t('site.blog.metaDescription'));
  const { state } = useAuth();
  const { filter, text, setText, update } = useBlogFilter();
  const { waiting, setWaiting, settled } = useWaiting();
  const blog = useBlog(filter, waiting !== null);
  useStatusToasts(blog.data, waiting, settled);
  const data = blog.data;
  const filtering = Boolean(filter.q.trim()) || filter.category !== 'all';
  const loading = blog.isPending || (blog.isFetching && blog.isPlaceholderData);
  return (
    <div className="page blog">
      <PageHeader title={t('site.blog.title')} lead={t('site.blog.lead')} />
      <BlogToolbar data={data} waiting={waiting} setWaiting={setWaiting} />
      {data?.warning && (
        <p className="blog__warning" role="alert">
          {data.warning}
        </p>
      )}
      {data && <AnalysisCard view={data.analysis} refreshable={state.status === 'signed-in'} withStatus={false} />}

      <BlogFilters filter={filter} text={text} setText={setText} update={update} />

      {!filtering && filter.page === 1 && data && data.featured.length > 0 && <FeaturedArticles featured={data.featured} />}

      <section aria-labelledby="all-title" aria-busy={loading}>
        <h2 id="all-title">{filtering ? t('site.blog.results') : t('site.blog.all')}</h2>
        {data && !loading && <p className="muted">{t('site.blog.count', { count: data.total })}</p>}
        {blog.isError && (
          <p role="alert">
            {t('site.blog.loadFailed')} {blog.error.message}{' '}
            <button type="button" className="button button--ghost" onClick={() => void blog.refetch()}>
              {t('site.blog.retry')}
            </button>
          </p>
        )}
        <AiContentNote />
        <ArticleList data={data} loading={loading} />
        {data && data.pages > 1 && <Pager filter={filter} pages={data.pages} update={update} />}
      </section>

      <section className="card blog__newsletter" aria-label={t('site.blog.newsletterLabel')}>
        <h2>{t('site.blog.newsletterTitle')}</h2>
        <NewsletterForm source="blog" />
      </section>
    </div>
  );
}

/** The filter in the address, the search box's text, and the search that runs once the visitor pauses. */
function useBlogFilter() {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [text, setText] = useState(filter.q);
  const update = useCallback(
    (change: Partial<BlogFilter>) => {
      const next = { ...filterOf(params), page: 1, ...change };
      const search = new URLSearchParams();
      if (next.q.trim()) search.set('q', next.q.trim());
      if (next.category !== 'all') search.set('categoria', next.category);
      if (next.page > 1) search.set('pagina', String(next.page));
      setParams(search, { replace: change.page === undefined });
    },
    [params, setParams],
  );
  // The search runs as the visitor types, once they pause.
  useEffect(() => {
    if (text.trim() === filter.q.trim()) return;
    const timer = setTimeout(() => update({ q: text }), 300);
    return () => clearTimeout(timer);
  }, [text, filter.q, update]);
  return { filter, text, setText, update };
}

/** What the page waits for after Reconectar or Buscar novos artigos. */
function useWaiting() {
  const [waiting, setWaiting] = useState<Waiting>(null);
  const settled = useCallback(() => setWaiting(null), []);
  // Within the 5-minute window the job calls no one: after a while without new articles, say so.
  useEffect(() => {
    if (waiting !== 'articles') return;
    const timer = setTimeout(() => {
      settled();
      toast('info', translate('site.blog.noneNew'));
    }, 30_000);
    return () => clearTimeout(timer);
  }, [waiting, settled]);
  return { waiting, setWaiting, settled };
}

function BlogToolbar({ data, waiting, setWaiting }: { data: BlogPage | undefined; waiting: Waiting; setWaiting: Dispatch<SetStateAction<Waiting>> }) {
  const refresh = useBlogAction('/public/blog/refresh');
  const { t } = useI18n();
  return (
    <div className="blog__toolbar">
      {data && <ApiStatus status={data.status} reconnectPath="/public/blog/reconnect" onReconnected={() => setWaiting('reconnect')} />}
      <button
        type="button"
        className="button button--ghost"
        disabled={refresh.isPending || waiting === 'articles' || (data?.nextRefreshAt !== null && data?.nextRefreshAt !== undefined && Date.parse(data.nextRefreshAt) > Date.now())}
        title={data?.nextRefreshAt && Date.parse(data.nextRefreshAt) > Date.now() ? t('site.blog.nextRefresh', { at: formatDateTime(data.nextRefreshAt) }) : undefined}
        onClick={() =>
          refresh.mutate(undefined, {
            onSuccess: (r) => {
              toast('info', r.message);
              setWaiting('articles');
            },
            onError: (e) => toast('error', e.message),
          })
        }
      >
        {waiting === 'articles' ? t('site.blog.fetching') : t('site.blog.fetch')}
      </button>
    </div>
  );
}

function BlogFilters({ filter, text, setText, update }: { filter: BlogFilter; text: string; setText: (text: string) => void; update: Update }) {
  const { t } = useI18n();
  return (
    <form className="blog__filters" role="search" aria-label={t('site.blog.filters')} onSubmit={(e) => (e.preventDefault(), update({ q: text }))}>
      <input type="search" aria-label={t('site.blog.search')} placeholder={t('site.blog.searchPlaceholder')} value={text} maxLength={100} onChange={(e) => setText(e.target.value)} />
      <ul className="blog__categories" aria-label={t('site.blog.categories')}>
        {(['all', ...CATEGORIES] as const).map((c) => (
          <li key={c}>
            <button type="button" aria-pressed={filter.category === c} onClick={() => update({ category: c })}>
              {c === 'all' ? t('site.blog.allCategories') : t(LABELS[c])}
            </button>
          </li>
        ))}
      </ul>
    </form>
  );
}

function FeaturedArticles({ featured }: { featured: BlogPage['featured'] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="featured-title">
      <h2 id="featured-title">{t('site.blog.featured')}</h2>
      <div className="blog__featured">
        {featured.map((a) => (
          <ArticleCard key={a.id} card={a} label={t(LABELS[a.category])} featured />
        ))}
      </div>
    </section>
  );
}

function ArticleList({ data, loading }: { data: BlogPage | undefined; loading: boolean }) {
  const { t } = useI18n();
  if (loading) {
    return (
      <div className="blog__grid" role="status" aria-label={t('site.blog.loading')}>
        {Array.from({ length: SKELETONS }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </div>
    );
  }
  if (!data) return null;
  if (data.articles.length > 0) {
    return (
      <div className="blog__grid">
        {data.articles.map((a) => (
          <ArticleCard key={a.id} card={a} label={t(LABELS[a.category])} />
        ))}
      </div>
    );
  }
  if (data.fallback.length > 0) {
    return (
      <div className="blog__grid">
        {data.fallback.map((f) => (
          <article key={f.title} className="blog-card" aria-label={f.title}>
            <div className="blog-card__content">
              <p className="blog-card__marks">
                <CategoryBadge category={f.category} label={t(LABELS[f.category])} />
                <span className="blog-ai">{t('site.blog.fallback')}</span>
              </p>
              <h3 lang="pt-BR">{f.title}</h3>
              <p className="blog-card__excerpt" lang="pt-BR">
                {f.excerpt}
              </p>
              <p className="article__body" lang="pt-BR" style={{ whiteSpace: 'pre-line' }}>
                {f.body}
              </p>
            </div>
          </article>
        ))}
      </div>
    );
  }
  return (
    <div className="blog__empty">
      <h3>{t('site.blog.empty')}</h3>
      <p className="muted">{t('site.blog.emptyHint')}</p>
    </div>
  );
}

function Pager({ filter, pages, update }: { filter: BlogFilter; pages: number; update: Update }) {
  const { t } = useI18n();
  return (
    <nav className="blog__pager" aria-label={t('site.blog.pages')}>
      <button type="button" className="button button--ghost" disabled={filter.page <= 1} onClick={() => update({ page: filter.page - 1 })}>
        {t('site.blog.previous')}
      </button>
      <span>{t('site.blog.page', { page: filter.page, pages })}</span>
      <button type="button" className="button button--ghost" disabled={filter.page >= pages} onClick={() => update({ page: filter.page + 1 })}>
        {t('site.blog.next')}
      </button>
    </nav>
  );
}
