// /blog/:slug: the whole article with its sources, the AI marks, real views (counted once per reader
// a day) and likes (one per signed-in person; a visitor is sent to sign in and brought back). The
// server also writes this page's title, description and Open Graph tags for crawlers.
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { usePageMeta } from '../../../components/seo/page-meta';
import { useCrumbTitles } from '../../layout/crumb-titles';
import { SourceLinks } from '../../../components/ui/source-links';
import { toast } from '../../../components/ui/toast';
import { useAuth } from '../../../features/auth';
import { AiContentNote, AiMarks, ArticleByline, ArticleImage, CATEGORY_LABEL, CategoryBadge, countView, useArticle, useLike, type Article } from '../../../features/blog';
import { DiscussLink } from '../../../features/community';
import { formatDay } from '../../../features/market';
import { useI18n } from '../../../i18n';

export default function BlogArticleRoute() {
  const { slug = '' } = useParams();
  const { state } = useAuth();
  const query = useArticle(slug, state.status === 'loading' ? null : state.status === 'signed-in' ? state.user.id : 'visitor');
  const [views, setViews] = useState<number | null>(null);
  const article = query.data?.article;
  const { t } = useI18n();
  usePageMeta(article?.title ?? t('site.blog.metaTitle'), article?.excerpt ?? t('site.blog.article.fallbackDescription'));
  useCrumbTitles({ [`/blog/${slug}`]: article?.title });
  // One view per article opened (the server counts one per reader a day).
  const articleId = article?.id;
  useEffect(() => {
    if (articleId) void countView(slug).then(setViews, () => undefined);
  }, [articleId, slug]);

  if (query.isPending) return <p className="page" role="status">
        {t('site.blog.article.loading')}
      </p>;
  if (query.isError || !article) {
    return (
      <div className="page article">
        <h1>{t('site.blog.article.notFound')}</h1>
        <p>{t('site.blog.article.notFoundText')}</p>
        <Link to="/blog">{t('site.blog.article.back')}</Link>
      </div>
    );
  }
  const label = t(CATEGORY_LABEL[article.category]);
  const liked = query.data.liked;
  const paragraphs = article.body.split(/\n{2,}/);
  return (
    <article className="page article" aria-labelledby="article-title">
      <p>
        <Link to="/blog">← Blog</Link>
      </p>
      <ArticleHeader article={article} label={label} views={views} />
      <div className="article__image">
        <ArticleImage card={article} label={label} />
      </div>
      <AiContentNote />
      <div className="article__body" lang="pt-BR">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      {article.tags.length > 0 && (
        <ul className="blog-tags" aria-label={t('site.blog.tags')}>
          {article.tags.map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      <LikeAction slug={slug} article={article} liked={liked} signedIn={state.status === 'signed-in'} />
      {(article.sources.length > 0 || article.sourceUrl) && <ArticleSources article={article} />}
    </article>
  );
}

function ArticleHeader({ article, label, views }: { article: Article; label: string; views: number | null }) {
  const { t } = useI18n();
  return (
    <header className="article__header">
      <p className="blog-card__marks">
        <CategoryBadge category={article.category} label={label} />
        <AiMarks card={article} />
      </p>
      <h1 id="article-title" lang="pt-BR">
        {article.title}
      </h1>
      <p className="page-header__lead" lang="pt-BR">
        {article.excerpt}
      </p>
      <div className="blog-card__meta">
        <ArticleByline card={article} views={views ?? article.views}>
          {article.aiGenerated ? t('site.blog.article.byAi', { model: article.model }) : ''}
          {article.editedAt ? t('site.blog.article.reviewed', { date: formatDay(article.editedAt) }) : ''}
        </ArticleByline>
      </div>
    </header>
  );
}

function LikeAction({ slug, article, liked, signedIn }: { slug: string; article: Article; liked: boolean | null; signedIn: boolean }) {
  const location = useLocation();
  const like = useLike(slug);
  const { t } = useI18n();
  return (
    <div className="article__actions">
      {signedIn ? (
        <button
          type="button"
          className="button"
          aria-pressed={liked === true}
          disabled={like.isPending}
          onClick={() => like.mutate(!liked, { onSuccess: (r) => toast('success', r.message), onError: (e) => toast('error', e.message) })}
        >
          {liked ? t('site.blog.article.liked') : t('site.blog.article.like')} · {article.likes}
        </button>
      ) : (
        <Link className="button button--ghost" to="/login" state={{ from: location.pathname }}>
          {t('site.blog.article.signInToLike', { likes: article.likes })}
        </Link>
      )}
      {/* The article's thread is for signed-in people; its subject id is the article's slug (its address). */}
      {signedIn && <DiscussLink kind="article" id={slug} />}
    </div>
  );
}

function ArticleSources({ article }: { article: Article }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="sources-title" className="article__sources">
      <h2 id="sources-title">{t('site.blog.article.sources')}</h2>
      <ul>
        {article.sourceUrl && (
          <li>
            <a href={article.sourceUrl} target="_blank" rel="noopener noreferrer nofollow">
              {t('site.blog.article.original')}
            </a>
            {article.sourceDate && <span className="muted"> · {formatDay(`${article.sourceDate}T12:00:00Z`)}</span>}
          </li>
        )}
        <SourceLinks sources={article.sources} />
      </ul>
    </section>
  );
}
