import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { ToolsPage } from '../../features/tools';

export default function ToolsRoute() {
  usePageMeta('Ferramentas', 'Ferramentas do π Boost: simulação de aporte mensal (DCA) com preços guardados e cálculo do tamanho da posição pelo risco.');
  return (
    <section className="page market" aria-labelledby="page-title">
      <PageHeader title="Ferramentas" lead="Calculadoras para planejar com calma: simule aportes mensais com preços passados e dimensione cada operação pelo risco que você aceita correr." />
      <ToolsPage />
    </section>
  );
}
