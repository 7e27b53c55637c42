// "Verifique você mesmo" (issue 21 item 7): the whole chain as a download, the hash recipe in words,
// the offline script that checks the file, and the server's own check with the full last hash.
import { CHAIN_RECIPE } from '@piboost/events/market';
import { useVerifyChain } from '../api/market';

export const CHAIN_DOWNLOAD = '/api/public/track-record/chain';

export function ChainAudit() {
  const verify = useVerifyChain();
  return (
    <section className="chain-audit" aria-labelledby="chain-audit-title">
      <h3 id="chain-audit-title">Verifique você mesmo</h3>
      <p>
        Baixe a cadeia completa - os campos de cada chamada e o seu hash inteiro - e confira no seu computador, sem depender do nosso servidor. Se uma chamada antiga fosse alterada, o hash dela e o de todas as seguintes mudariam.
      </p>
      <p className="chain-audit__actions">
        <a className="button" href={CHAIN_DOWNLOAD} download>
          Baixar a cadeia completa (JSON)
        </a>
        <button type="button" className="button button--ghost" disabled={verify.isPending} onClick={() => verify.mutate()}>
          Verificar a cadeia de hashes
        </button>
      </p>
      <p role="status" className="chain-audit__result">
        {verify.data &&
          (verify.data.ok ? (
            <>
              Cadeia íntegra: {verify.data.checked} chamadas conferidas. Último hash: <code className="track-record__hash">{verify.data.headHash ?? 'nenhum'}</code>
            </>
          ) : (
            `Cadeia quebrada na chamada nº ${verify.data.brokenAt}: o registro foi alterado.`
          ))}
        {verify.isError && 'Não foi possível verificar agora. Tente novamente.'}
      </p>
      <h4>Como o hash é calculado</h4>
      <p>{CHAIN_RECIPE}</p>
      <h4>Verificação fora do π Boost</h4>
      <p>
        Com o Node.js 18 ou mais novo, o script <code>scripts/verify-track-record.mjs</code> do repositório do π Boost (sem dependências) aplica a mesma receita ao arquivo baixado e imprime OK ou a primeira chamada cujo elo não confere:
      </p>
      <pre className="chain-audit__command">
        <code>node scripts/verify-track-record.mjs piboost-historico-cadeia.json</code>
      </pre>
      <p>Guarde o arquivo: ao passar uma cópia baixada antes como segundo argumento, o script confere também que nada do que já estava publicado foi reescrito.</p>
    </section>
  );
}
