import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { TaxHelper } from '../../features/tax';

export default function TaxHelperRoute() {
  usePageMeta('Calculadora de IR cripto', 'Calcule o imposto de renda mensal sobre vendas de criptoativos: isenção de R$ 35 mil, custo médio, alíquotas por faixa, DARF 4600 e DeCripto.');
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title="Calculadora de IR cripto" lead="Lance suas compras, vendas e trocas de criptoativos e veja, mês a mês, se há imposto a pagar, quanto e até quando." />
      <TaxHelper />
    </section>
  );
}
