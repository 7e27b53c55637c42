// /ferramentas/calculadora-ir-cripto (issue 23): the disclaimer first, then the monthly result, the
// person's trades, the CSV import, what the DeCripto asks of trades abroad, in DeFi and P2P, and the
// rules used.
import type { ReactNode } from 'react';
import { useI18n } from '../../i18n';
import { useTrades } from './api';
import { ImportSection } from './import';
import { MonthsSection, RulesSection } from './months';
import { TradesSection } from './trades';
import './tax.css';

export function Disclaimer() {
  const { t } = useI18n();
  // The pt-BR text is TAX_DISCLAIMER (@piboost/events/tax-disclaimer), which the PDF and the mail carry too.
  return (
    <p className="tax-disclaimer" role="note">
      {t('tax.disclaimer')}
    </p>
  );
}

function DecriptoSection() {
  const { t, rich } = useI18n();
  const strong = (chunks: ReactNode) => <strong>{chunks}</strong>;
  return (
    <section className="card tax-section" aria-labelledby="tax-decripto-title">
      <h2 id="tax-decripto-title">{t('tax.decripto.title')}</h2>
      <p>{t('tax.decripto.lead')}</p>
      <ul>
        <li>{rich('tax.decripto.foreign', { strong })}</li>
        <li>{rich('tax.decripto.defi', { strong })}</li>
        <li>{rich('tax.decripto.p2p', { strong })}</li>
      </ul>
      <p>{t('tax.decripto.result')}</p>
    </section>
  );
}

export function TaxHelper() {
  const trades = useTrades();
  return (
    <>
      <Disclaimer />
      <MonthsSection />
      <TradesSection />
      <ImportSection fullHelper={trades.data?.fullHelper ?? false} />
      <DecriptoSection />
      <RulesSection />
      <Disclaimer />
    </>
  );
}
