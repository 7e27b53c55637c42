// The CSV import (Premium): choose a file -> preview (the trades read and an error per bad line,
// nothing stored) -> import (the good lines stored; the bad ones listed again, so none goes unseen).
// The template is for everyone: it is also a way to keep one's own history.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { TaxImportPreview, TaxImportResult } from '@piboost/backend/contract';
import { paths } from '../../config/paths';
import { toast } from '../../components/ui/toast';
import { TableHead } from '../../components/ui/table-head';
import { useI18n } from '../../i18n';
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
  const { t } = useI18n();
  const counts = { trades: preview.trades.length, already: preview.alreadyImported, errors: preview.errors.length };
  return (
    <div className="tax-preview">
      <p>
        {preview.format ? t('tax.import.format', { format: preview.format.label }) : t('tax.import.unknownFormat')}{' '}
        {preview.alreadyImported > 0 ? t('tax.import.readWithAlready', counts) : t('tax.import.read', counts)}
      </p>
      {preview.trades.length > 0 && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('tax.import.tradesRead')}>
          <table className="market-table tax-table">
            <caption className="visually-hidden">{t('tax.import.tradesRead')}</caption>
            <TableHead columns={[t('tax.col.dateTime'), t('tax.col.kind'), t('tax.col.asset'), t('tax.col.quantity'), t('tax.col.value'), t('tax.col.fee')]} />
            <tbody>
              {preview.trades.map((trade) => (
                <tr key={trade.tradeId}>
                  <td>{dateTime(trade.at)}</td>
                  <td>{t(KIND_LABEL[trade.kind])}</td>
                  <th scope="row">{trade.receivedAsset ? `${trade.asset} → ${qty(trade.receivedQuantity ?? '0')} ${trade.receivedAsset}` : trade.asset}</th>
                  <td>{qty(trade.quantity)}</td>
                  <td>{money(trade.totalBrl)}</td>
                  <td>{money(trade.feeBrl)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LineErrors errors={preview.errors} title={t('tax.import.errorLines')} />
    </div>
  );
}

function Importer() {
  const { t } = useI18n();
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
        <label htmlFor={id}>{t('tax.import.file')}</label>
        <input id={id} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e.target.files?.[0])} />
      </div>
      <div className="field">
        <label htmlFor={`${id}-venue`}>{t('tax.import.venue')}</label>
        <select
          id={`${id}-venue`}
          value={venue}
          onChange={(e) => {
            setVenue(e.target.value as typeof venue);
            preview.reset();
          }}
        >
          <option value="">{t('tax.import.venueFromFile')}</option>
          {Object.entries(VENUE_LABEL).map(([value, key]) => (
            <option key={value} value={value}>
              {t(key)}
            </option>
          ))}
        </select>
      </div>
      <div className="tax-actions">
        <button type="button" className="button" disabled={!file || preview.isPending} onClick={read}>
          {preview.isPending ? t('tax.import.reading') : t('tax.import.preview')}
        </button>
        {preview.data && (
          <button type="button" className="button" disabled={good === 0 || confirm.isPending} onClick={store}>
            {confirm.isPending ? t('tax.import.importing') : t('tax.import.import', { count: good })}
          </button>
        )}
      </div>
      {preview.data && <Preview preview={preview.data} />}
      {result && (
        <div className="tax-result">
          <p>{result.message}</p>
          <LineErrors errors={result.data.errors} title={t('tax.import.notImported')} />
        </div>
      )}
    </>
  );
}

export function ImportSection({ fullHelper }: { fullHelper: boolean }) {
  const { t } = useI18n();
  return (
    <section className="card tax-section" aria-labelledby="tax-import-title">
      <h2 id="tax-import-title">{t('tax.import.title')}</h2>
      <p>{t('tax.import.lead')}</p>
      <p>
        <button type="button" className="link-button" onClick={() => void downloadTemplate().catch((e: Error) => toast('error', e.message))}>
          {t('tax.import.template')}
        </button>
      </p>
      {fullHelper ? (
        <Importer />
      ) : (
        <div className="tax-premium">
          <p>{t('tax.import.premium')}</p>
          <Link className="button" to={paths.plans.path}>
            {t('tax.import.plans')}
          </Link>
        </div>
      )}
    </section>
  );
}
