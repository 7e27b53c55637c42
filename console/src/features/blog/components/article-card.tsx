// A blog card (product-spec §2, §3): image with a fallback, the category's colour, "Gerado por IA",
// at most three tags, the author's two-letter initials, date, reading time, views and likes.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleCard as Card, CategoryId } from '../api/blog';
import { formatDay } from '../../market';
import { useI18n } from '../../../i18n';

export const TAGS_PER_CARD = 3;

export function CategoryBadge({ category, label }: { category: CategoryId; label: string }) {
  return (
    <span className="blog-badge" data-category={category}>
      {label}
    </span>
  );
}

export function ArticleImage({ card, label }: { card: Pick<Card, 'imageUrl' | 'category'>; label: string }) {
  const [broken, setBroken] = useState(false);
  if (!card.imageUrl || broken) {
    return (
      <div className="blog-card__image blog-card__image--fallback" data-category={card.category} aria-hidden="true">
        <span>π</span>
        <small>{label}</small>
      </div>
    );
  }
  return <img className="blog-card__image" src={card.imageUrl} alt="" loading="lazy" referrerPolicy="no-referrer" onError={() => setBroken(true)} />;
}

export function AiMarks({ card }: { card: Pick<Card, 'aiGenerated' | 'simulated'> }) {
  const { t } = useI18n();
  return (
    <>
      {card.aiGenerated && <span className="blog-ai">{t('site.blog.card.ai')}</span>}
      {card.simulated && <span className="api-status__sim">{t('site.blog.card.simulated')}</span>}
    </>
  );
}

/** The author's initials and name, the date, reading time and views; `children` follows on the same line. */
export function ArticleByline({ card, views = card.views, children }: { card: Card; views?: number; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <>
      <span className="blog-avatar" aria-hidden="true">
        {card.authorInitials}
      </span>
      <span>
        {card.author}
        <br />
        <small className="muted">
          {t('site.blog.card.byline', { date: formatDay(card.publishDate), minutes: card.readTimeMinutes, views })}
          {children}
        </small>
      </span>
    </>
  );
}

export function ArticleCard({ card, label, featured = false }: { card: Card; label: string; featured?: boolean }) {
  const { t } = useI18n();
  return (
    <article className={`blog-card${featured ? ' blog-card--featured' : ''}`} aria-labelledby={`card-${card.id}`}>
      <Link to={`/blog/${card.slug}`} tabIndex={-1} aria-hidden="true">
        <ArticleImage card={card} label={label} />
      </Link>
      <div className="blog-card__content">
        <p className="blog-card__marks">
          <CategoryBadge category={card.category} label={label} />
          <AiMarks card={card} />
        </p>
        <h3 id={`card-${card.id}`}>
          <Link to={`/blog/${card.slug}`} lang="pt-BR">
            {card.title}
          </Link>
        </h3>
        <p className="blog-card__excerpt" lang="pt-BR">
          {card.excerpt}
        </p>
        {card.tags.length > 0 && (
          <ul className="blog-tags" aria-label={t('site.blog.tags')}>
            {card.tags.slice(0, TAGS_PER_CARD).map((tag) => (
              <li key={tag}>#{tag}</li>
            ))}
          </ul>
        )}
        <footer className="blog-card__meta">
          <ArticleByline card={card}>{t('site.blog.card.likes', { likes: card.likes })}</ArticleByline>
        </footer>
      </div>
    </article>
  );
}

export function SkeletonCard() {
  return (
    <div className="blog-card blog-card--skeleton" aria-hidden="true" data-testid="blog-skeleton">
      <div className="blog-card__image" />
      <div className="blog-card__content">
        <span className="skeleton-line" />
        <span className="skeleton-line" />
        <span className="skeleton-line skeleton-line--short" />
      </div>
    </div>
  );
}
