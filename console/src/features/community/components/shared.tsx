// Pieces several community pages share: the author line with the staff badge, the VIP disclaimer,
// the person's standing (muted / banned), pagination and the refusal of a room the plan does not open.
import { Link } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatInstant } from '../../../lib/time-zone';
import type { Author, Standing } from '../api/community';
import { VIP_DISCLAIMER } from './disclaimer';


export const REMOVED_BODY = 'Conteúdo removido a pedido da pessoa.';

export function AuthorName({ author }: { author: Author }) {
  return (
    <span className="cm-author">
      <span className={author.removed ? 'cm-author__name muted' : 'cm-author__name'}>{author.removed ? 'Pessoa removida' : author.name}</span>
      {author.staff && <span className="cm-badge cm-badge--staff">Equipe π Boost</span>}
    </span>
  );
}

export function VipDisclaimer() {
  return (
    <p className="cm-disclaimer" role="note">
      {VIP_DISCLAIMER}
    </p>
  );
}

/** The sentence that says why the person cannot write; null when they can. */
export function standingMessage(standing: Standing | undefined): string | null {
  if (!standing) return null;
  if (standing.banned) return `Sua participação na comunidade foi suspensa. Motivo: ${standing.banned.reason}`;
  if (standing.muted && Date.parse(standing.muted.until) > Date.now()) {
    return `Você está silenciado até ${when(standing.muted.until)}. Motivo: ${standing.muted.reason}`;
  }
  return null;
}

export function StandingNotice({ standing }: { standing: Standing | undefined }) {
  const message = standingMessage(standing);
  return message ? (
    <p className="cm-standing" role="status">
      {message}
    </p>
  ) : null;
}

export function Pagination({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="cm-pagination" aria-label="Paginação">
      <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Anterior
      </button>
      <span>
        Página {page} de {pages}
      </span>
      <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Próxima
      </button>
    </nav>
  );
}

/** Loading, a refusal (the VIP room's 403 with the way to Elite), a missing page, or the data. */
/** `heading`: the page's h1 while there is no data (pages whose title comes from the answer). */
export function CommunityQuery<T>({ query, what, children, heading }: { query: UseQueryResult<T>; what: string; children: (data: T) => React.ReactNode; heading?: string }) {
  if (query.isPending) {
    return (
      <p className="cm-state" role="status">
        Carregando {what}...
      </p>
    );
  }
  if (query.isError && heading) {
    return (
      <>
        <header className="page-header">
          <h1>{heading}</h1>
        </header>
        <CommunityQuery query={query} what={what}>
          {children}
        </CommunityQuery>
      </>
    );
  }
  if (query.isError) {
    const e = query.error;
    if (e instanceof ApiError && e.status === 403) {
      return (
        <div className="card cm-refusal" role="alert">
          <p>{e.message}</p>
          <Link className="button" to={paths.plans.path}>
            Conhecer os planos
          </Link>
        </div>
      );
    }
    if (e instanceof ApiError && e.status === 404) {
      return (
        <div className="card cm-refusal" role="alert">
          <p>{e.message || 'Não encontramos esta página da comunidade.'}</p>
          <Link to={paths.community.path}>Voltar para a Comunidade</Link>
        </div>
      );
    }
    return (
      <div className="cm-state" role="alert">
        <p>
          Não foi possível carregar {what}. {e.message}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

/** An instant in the person's time zone. */
export function when(iso: string): string {
  return formatInstant(iso, { dateStyle: 'short', timeStyle: 'short' });
}
