import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useI18n } from '../../../i18n';

/**
 * A query's loading, error (with a retry) and data states. `what`: what is loading, in the person's
 * language, as it reads after "Carregando" ("o ranking"; the caller's catalogue has it). `reserve`:
 * the height the loading state holds, for a section that arrives long with cards below it, so they
 * do not jump down when it does.
 */
export function QueryState<T>({ query, what, children, reserve }: { query: UseQueryResult<T>; what: string; children: (data: T) => ReactNode; reserve?: string }) {
  const { t } = useI18n();
  if (query.isPending) {
    return (
      <p className="gam-state" role="status" style={reserve ? { minHeight: reserve } : undefined}>
        {t('gamification.query.loading', { what })}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className="gam-state gam-state--error" role="alert">
        <p>{t('gamification.query.failed', { what, message: query.error.message })}</p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('gamification.query.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="gam-state gam-state--empty">{children}</p>;
}
