import { PageHeader } from '../../components/layout/page-header';
import { usePageMeta } from '../../components/seo/page-meta';
import { PlanSelection } from '../../features/billing/components/plan-selection';

export default function PlansRoute() {
  usePageMeta('Planos', 'Escolha seu plano do π Boost: Freemium, Professional ou Elite, com cobrança mensal ou anual.');
  return (
    <div className="page">
      <PageHeader title="Escolha seu plano" lead="Preços em dólar, cobrados em reais (PIX) ou bitcoin pela cotação do momento." />
      <PlanSelection />
    </div>
  );
}
