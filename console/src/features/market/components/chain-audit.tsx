// "Verifique você mesmo" (issue 21 item 7): the whole chain as a download, the hash recipe in words,
// the offline script that checks the file, and the server's own check with the full last hash. The
// recipe in pt-BR is CHAIN_RECIPE word for word (analysis-i18n.test.tsx holds them together).
import { CALL_HASH_FIELDS } from '@piboost/events/market';
import { useI18n } from '../../../i18n';
import { useVerifyChain } from '../api/market';

export const CHAIN_DOWNLOAD = '/api/public/track-record/chain';

export function ChainAudit() {
  const { t, rich } = useI18n();
  const verify = useVerifyChain();
  return (
    <section className="chain-audit" aria-labelledby="chain-audit-title">
      <h3 id="chain-audit-title">{t('market.chain.title')}</h3>
      <p>{t('market.chain.lead')}</p>
      <p className="chain-audit__actions">
        <a className="button" href={CHAIN_DOWNLOAD} download>
          {t('market.chain.download')}
        </a>
        <button type="button" className="button button--ghost" disabled={verify.isPending} onClick={() => verify.mutate()}>
          {t('market.chain.verify')}
        </button>
      </p>
      <p role="status" className="chain-audit__result">
        {verify.data &&
          (verify.data.ok
            ? rich('market.chain.intact', {
                checked: verify.data.checked,
                hash: verify.data.headHash ?? t('market.chain.noHash'),
                code: (chunks) => <code className="track-record__hash">{chunks}</code>,
              })
            : t('market.chain.broken', { at: verify.data.brokenAt ?? '' }))}
        {verify.isError && t('market.chain.failed')}
      </p>
      <h4>{t('market.chain.recipeTitle')}</h4>
      <p>{t('market.chain.recipe', { fields: CALL_HASH_FIELDS.join(', ') })}</p>
      <h4>{t('market.chain.offlineTitle')}</h4>
      <p>{rich('market.chain.offline', { code: (chunks) => <code>{chunks}</code> })}</p>
      <pre className="chain-audit__command">
        <code>node scripts/verify-track-record.mjs piboost-historico-cadeia.json</code>
      </pre>
      <p>{t('market.chain.keep')}</p>
    </section>
  );
}
