import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';

/** Loading, error (with a retry) and data for one query, worded in Portuguese. */
/**
 * A query's loading, error and data states. `reserve`: the height the loading state holds, for a
 * section that arrives long with cards below it, so they do not jump down when it does.
 */
export function QueryState<T>({ query, what, children, reserve }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode; reserve?: string }) {
  if (query.isPending) {
    return (
      <p className="gam-state" role="status" style={reserve ? { minHeight: reserve } : undefined}>
        Carregando {what}...
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="gam-state gam-state--error" role="alert">
        <p>
          Não foi possível carregar {what}. {query.error.message}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          Tentar novamente
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="gam-state gam-state--empty">{children}</p>;
}
