import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { Reports } from '../../features/reports';

export default function ReportsRoute() {
  usePageMeta('Relatórios', 'Relatórios semanais e mensais do π Boost: preços, análises da IA e histórico de acertos, com exportação em PDF, Excel e CSV.');
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title="Relatórios" lead="Relatórios semanais (segunda a domingo) e mensais, feitos a partir das análises publicadas, das cotações guardadas e das chamadas pontuadas do período." />
      <Reports />
    </section>
  );
}
