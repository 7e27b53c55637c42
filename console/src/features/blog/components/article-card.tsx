// A blog card (product-spec §2, §3): image with a fallback, the category's colour, "Gerado por IA",
// at most three tags, the author's two-letter initials, date, reading time, views and likes.
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ArticleCard as Card, CategoryId } from '../api/blog';
import { formatDay } from '../../market';

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
  return (
    <>
      {card.aiGenerated && <span className="blog-ai">Gerado por IA</span>}
      {card.simulated && <span className="api-status__sim">Simulação local</span>}
    </>
  );
}

/** The author's initials and name, the date, reading time and views; `children` follows on the same line. */
export function ArticleByline({ card, views = card.views, children }: { card: Card; views?: number; children: ReactNode }) {
  return (
    <>
      <span className="blog-avatar" aria-hidden="true">
        {card.authorInitials}
      </span>
      <span>
        {card.author}
        <br />
        <small className="muted">
          {formatDay(card.publishDate)} · {card.readTimeMinutes} min de leitura · {views} {views === 1 ? 'visualização' : 'visualizações'}
          {children}
        </small>
      </span>
    </>
  );
}

export function ArticleCard({ card, label, featured = false }: { card: Card; label: string; featured?: boolean }) {
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
          <Link to={`/blog/${card.slug}`}>{card.title}</Link>
        </h3>
        <p className="blog-card__excerpt">{card.excerpt}</p>
        {card.tags.length > 0 && (
          <ul className="blog-tags" aria-label="Tags">
            {card.tags.slice(0, TAGS_PER_CARD).map((t) => (
              <li key={t}>#{t}</li>
            ))}
          </ul>
        )}
        <footer className="blog-card__meta">
          <ArticleByline card={card}>{` · ${card.likes} ${card.likes === 1 ? 'curtida' : 'curtidas'}`}</ArticleByline>
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
