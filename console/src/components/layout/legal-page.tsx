import { Link } from 'react-router-dom';
import { LEGAL_REVISION_DATE } from '@piboost/events/business';
import { usePageMeta } from '../seo/page-meta';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** The real revision date (DECISIONS 19), written as a Brazilian reads it. */
function revisionDate(): string {
  const [y, m, d] = LEGAL_REVISION_DATE.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function LegalPage({ title, description, sections }: { title: string; description: string; sections: readonly LegalSection[] }) {
  usePageMeta(title, description);
  return (
    <article className="page legal">
      <p>
        <Link to="/">← Voltar para o início</Link>
      </p>
      <h1>{title}</h1>
      <p className="legal__revision">
        Última atualização: <time dateTime={LEGAL_REVISION_DATE}>{revisionDate()}</time>
      </p>
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
