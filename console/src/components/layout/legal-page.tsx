import { Link } from 'react-router-dom';
import { LEGAL_REVISION_DATE } from '@piboost/events/business';
import { formatDateTime, type Locale } from '@piboost/events/i18n';
import { useI18n } from '../../i18n';
import { usePageMeta } from '../seo/page-meta';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** The real revision date (DECISIONS 19), a calendar day: read in UTC, whatever the person's zone. */
function revisionDate(locale: Locale): string {
  const [y, m, d] = LEGAL_REVISION_DATE.split('-').map(Number) as [number, number, number];
  return formatDateTime(new Date(Date.UTC(y, m - 1, d)), locale, { day: 'numeric', month: 'long', year: 'numeric' }, 'UTC');
}

export function LegalPage({ title, description, sections }: { title: string; description: string; sections: readonly LegalSection[] }) {
  usePageMeta(title, description);
  const { locale, t, rich } = useI18n();
  return (
    <article className="page legal">
      <p>
        <Link to="/">{t('ui.legal.backHome')}</Link>
      </p>
      <h1>{title}</h1>
      <p className="legal__revision">
        {rich('ui.legal.updated', { date: <time dateTime={LEGAL_REVISION_DATE}>{revisionDate(locale)}</time> })}
      </p>
      {/* A translation: the Portuguese text is the one that binds. */}
      {locale !== 'pt-BR' && <p className="legal__translation">{t('ui.legal.portuguesePrevails')}</p>}
      {sections.map((s, i) => (
        <section key={s.title} aria-labelledby={`legal-${i}`}>
          <h2 id={`legal-${i}`}>
            {i + 1}. {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p.slice(0, 40)}>{p}</p>
          ))}
        </section>
      ))}
    </article>
  );
}
