// The CSV import (Premium): choose a file -> preview (the trades read and an error per bad line,
// nothing stored) -> import (the good lines stored; the bad ones listed again, so none goes unseen).
// The template is for everyone: it is also a way to keep one's own history.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TaxImportPreview, TaxImportResult } from '@piboost/backend/contract';
import { paths } from '../../config/paths';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { downloadTemplate, useConfirmImport, usePreviewImport } from './api';
import { KIND_LABEL, VENUE_LABEL, dateTime, money, qty } from './format';

function LineErrors({ errors, title }: { errors: { line: number; message: string }[]; title: string }) {
  if (errors.length === 0) return null;
  return (
    <div className="tax-errors" role="alert">
      <h3>{title}</h3>
      <ul>
        {errors.map((e) => (
          <li key={e.line}>{e.message}</li>
        ))}
      </ul>
    </div>
  );
}

function Preview({ preview }: { preview: TaxImportPreview }) {
  return (
    <div className="tax-preview">
      <p>
        {preview.format ? `Formato reconhecido: ${preview.format.label}.` : 'Formato não reconhecido.'} {preview.trades.length} {preview.trades.length === 1 ? 'operação lida' : 'operações lidas'}
        {preview.alreadyImported > 0 && `, ${preview.alreadyImported} já na sua lista`}; {preview.errors.length} {preview.errors.length === 1 ? 'linha com erro' : 'linhas com erro'}.
      </p>
      {preview.trades.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Operações lidas do arquivo">
          <table className="market-table tax-table">
            <caption className="visually-hidden">Operações lidas do arquivo</caption>
            <TableHead columns={['Data e hora', 'Tipo', 'Ativo', 'Quantidade', 'Valor', 'Taxa']} />
            <tbody>
              {preview.trades.map((t) => (
                <tr key={t.tradeId}>
                  <td>{dateTime(t.at)}</td>
                  <td>{KIND_LABEL[t.kind]}</td>
                  <th scope="row">{t.receivedAsset ? `${t.asset} → ${qty(t.receivedQuantity ?? '0')} ${t.receivedAsset}` : t.asset}</th>
                  <td>{qty(t.quantity)}</td>
                  <td>{money(t.totalBrl)}</td>
                  <td>{money(t.feeBrl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LineErrors errors={preview.errors} title="Linhas com erro (não serão importadas)" />
    </div>
  );
}

function Importer() {
  const id = useId();
  const [file, setFile] = useState<{ name: string; content: string } | null>(null);
  const [venue, setVenue] = useState<keyof typeof VENUE_LABEL | ''>('');
  const [result, setResult] = useState<TaxImportResult | null>(null);
  const preview = usePreviewImport();
  const confirm = useConfirmImport();
  const choose = async (chosen: File | undefined) => {
    preview.reset();
    setResult(null);
    setFile(chosen ? { name: chosen.name, content: await chosen.text() } : null);
  };
  const input = () => ({ content: file!.content, venue: venue || null });
  const read = () => file && preview.mutate(input(), { onError: (e) => toast('error', e.message) });
  const store = () =>
    file &&
    confirm.mutate(input(), {
      onSuccess: (r) => {
        setResult(r);
        preview.reset();
        toast('success', r.message);
      },
      onError: (e) => toast('error', e.message),
    });
  const good = preview.data ? preview.data.trades.length - preview.data.alreadyImported : 0;
  return (
    <>
      <div className="field">
        <label htmlFor={id}>Arquivo CSV de operações</label>
        <input id={id} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-venue`}>Onde as operações do arquivo foram feitas</label>
        <select
          id={`${id}-venue`}
          value={venue}
          onChange={(e) => {
            setVenue(e.target.value as typeof venue);
            preview.reset();
          }}
        >
          <option value="">Como o arquivo indica (Binance: exterior; Mercado Bitcoin: Brasil)</option>
          {Object.entries(VENUE_LABEL).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      <div className="tax-actions">
        <button type="button" className="button" disabled={!file || preview.isPending} onClick={read}>
          {preview.isPending ? 'Lendo...' : 'Pré-visualizar'}
        </button>
        {preview.data && (
          <button type="button" className="button" disabled={good === 0 || confirm.isPending} onClick={store}>
            {confirm.isPending ? 'Importando...' : `Importar ${good} ${good === 1 ? 'operação' : 'operações'}`}
          </button>
        )}
      </div>
      {preview.data && <Preview preview={preview.data} />}
      {result && (
        <div className="tax-result">
          <p>{result.message}</p>
          <LineErrors errors={result.data.errors} title="Linhas não importadas: corrija no arquivo e importe de novo (as já importadas não se repetem)" />
        </div>
      )}
    </>
  );
}

export function ImportSection({ fullHelper }: { fullHelper: boolean }) {
  return (
    <section className="card tax-section" aria-labelledby="tax-import-title">
      <h2 id="tax-import-title">Importar de um arquivo CSV</h2>
      <p>
        Lemos o histórico de negociações exportado pela Binance e o extrato do Mercado Bitcoin, além do nosso modelo de planilha. Primeiro você vê o que foi lido e os erros de cada linha; nada é guardado
        até você confirmar.
      </p>
      <p>
        <button type="button" className="link-button" onClick={() => void downloadTemplate().catch((e: Error) => toast('error', e.message))}>
          Baixar o modelo de planilha (CSV)
        </button>
      </p>
      {fullHelper ? (
        <Importer />
      ) : (
        <div className="tax-premium">
          <p>A importação de arquivos CSV e o PDF do mês são exclusivos dos planos Premium. Os lançamentos manuais, o resultado mensal e a tabela em CSV são grátis.</p>
          <Link className="button" to={paths.plans.path}>
            Ver planos
          </Link>
        </div>
      )}
    </section>
  );
}
