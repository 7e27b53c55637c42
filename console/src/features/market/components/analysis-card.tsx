// The "AI real-time market analysis" card (product-spec §2 blog, §8): the latest analysis (or the
// built-in fallback), its age and warning, Atualizar within the 30-minute window, the API status,
// and its sources - taken from the provider's search results.
import { SourceLinks } from '../../../components/ui/source-links';
import { DiscussLink } from '../../community';
import { toast } from '../../../components/ui/toast';
import { useI18n, type MessageKey } from '../../../i18n';
import { useRefreshAnalysis } from '../api/market';
import type { AnalysisView } from '../api/types';
import { formatDateTime } from '../format';
import { AiContentNote } from './ai-note';
import { ApiStatus } from './api-status';
import { SimulationNotice } from './simulation-notice';

const SENTIMENT = { bullish: 'market.sentiment.bullish', bearish: 'market.sentiment.bearish', neutral: 'market.sentiment.neutral' } as const satisfies Record<
  'bullish' | 'bearish' | 'neutral',
  MessageKey
>;

/** `refreshable`: Atualizar is for signed-in people (a visitor reads the card); `withStatus`: false where the page shows the API status itself (the blog). */
export function AnalysisCard({ view, loading = false, refreshable = true, withStatus = true }: { view: AnalysisView; loading?: boolean; refreshable?: boolean; withStatus?: boolean }) {
  const { t } = useI18n();
  const refresh = useRefreshAnalysis();
  const text = view.analysis ?? view.fallback;
  const canRefresh = !view.nextRefreshAt || Date.parse(view.nextRefreshAt) <= Date.now();
  return (
    <article className="card analysis-card" aria-labelledby="analysis-title" aria-busy={loading || refresh.isPending}>
      <header className="analysis-card__header">
        <div className="analysis-card__image" data-sentiment={text?.sentiment ?? 'neutral'} aria-hidden="true">
          π
        </div>
        <div>
          <h2 id="analysis-title">{t('market.analysis.title')}</h2>
          {withStatus && <ApiStatus status={view.status} />}
        </div>
        {refreshable && (
          <button
            type="button"
            className="button button--ghost"
            disabled={refresh.isPending || !canRefresh}
            title={canRefresh || !view.nextRefreshAt ? undefined : t('market.analysis.nextAt', { at: formatDateTime(view.nextRefreshAt) })}
            onClick={() => refresh.mutate(undefined, { onSuccess: (r) => toast('info', r.message), onError: (e) => toast('error', e.message) })}
          >
            {refresh.isPending ? t('market.analysis.refreshing') : t('market.analysis.refresh')}
          </button>
        )}
      </header>
      {view.warning && (
        <p className="analysis-card__warning" role="alert">
          {view.warning}
        </p>
      )}
      <SimulationNotice market={false} ai={view.status.simulated} />
      {text && (
        <>
          <AiContentNote />
          <h3 lang="pt-BR">{text.title}</h3>
          <p className="muted">
            {view.analysis
              ? view.delayedHours
                ? t('market.analysis.publishedDelayed', {
                    at: formatDateTime(view.analysis.publishedAt),
                    model: view.analysis.model,
                    hours: view.delayedHours,
                    sentiment: t(SENTIMENT[text.sentiment]),
                  })
                : t('market.analysis.published', { at: formatDateTime(view.analysis.publishedAt), model: view.analysis.model, sentiment: t(SENTIMENT[text.sentiment]) })
              : t('market.analysis.fallback')}
          </p>
          <p lang="pt-BR">{text.summary}</p>
          <details>
            <summary>{t('market.analysis.readAll')}</summary>
            <p className="analysis-card__body" lang="pt-BR">
              {text.body}
            </p>
          </details>
          {view.analysis && view.analysis.sources.length > 0 && (
            <>
              <h4>{t('market.analysis.sources')}</h4>
              <ul className="analysis-card__sources">
                <SourceLinks sources={view.analysis.sources} />
              </ul>
            </>
          )}
          {/* Signed in (the card can be refreshed) and a published analysis: its thread in the community. */}
          {refreshable && view.analysis && <DiscussLink kind="analysis" id={view.analysis.analysisId} />}
        </>
      )}
    </article>
  );
}
