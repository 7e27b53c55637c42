// /ferramentas/calculadora-ir-cripto (issue 23): the disclaimer first, then the monthly result, the
// person's trades, the CSV import, what the DeCripto asks of trades abroad, in DeFi and P2P, and the
// rules used.
import { TAX_DISCLAIMER } from '@piboost/events/tax-disclaimer';
import { useTrades } from './api';
import { ImportSection } from './import';
import { MonthsSection, RulesSection } from './months';
import { TradesSection } from './trades';
import './tax.css';

export function Disclaimer() {
  return (
    <p className="tax-disclaimer" role="note">
      {TAX_DISCLAIMER}
    </p>
  );
}

function DecriptoSection() {
  return (
    <section className="card tax-section" aria-labelledby="tax-decripto-title">
      <h2 id="tax-decripto-title">DeCripto: quando a declaração é sua</h2>
      <p>
        A DeCripto (IN RFB 2.291/2025) substituiu a antiga declaração da IN 1.888. As corretoras brasileiras informam as operações dos clientes à Receita. Quando não há uma corretora brasileira no meio, a
        obrigação passa a ser sua, todo mês em que as operações passarem do limite:
      </p>
      <ul>
        <li>
          <strong>Corretoras no exterior</strong> (Binance global, Bybit, OKX e outras sem sede no Brasil): você declara as operações feitas lá. O ganho segue a Lei 14.754/2023, apurado por ano na
          declaração de ajuste, e não entra no DARF mensal.
        </li>
        <li>
          <strong>DeFi</strong> (trocas em protocolos descentralizados, como Uniswap): não há intermediário para informar por você. O tratamento do ganho ainda não foi esclarecido pela Receita; a
          calculadora mostra um aviso em vez de adivinhar.
        </li>
        <li>
          <strong>P2P</strong> (negociação direta entre pessoas): também sem intermediário; a venda segue o ganho de capital mensal, como nas corretoras brasileiras.
        </li>
      </ul>
      <p>O resultado de cada mês diz se a DeCripto é devida, com a soma dessas operações e o prazo. A entrega é feita no e-CAC, com certificado digital.</p>
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
