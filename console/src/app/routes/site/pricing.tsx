import { Link } from 'react-router-dom';
import { GUARANTEE_DAYS, PLANS, TRIAL_DAYS } from '@piboost/events/business';
import { comparisonRows } from '@piboost/events/plan-lines';
import { PRICING_FAQ } from '@piboost/events/site-texts';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { FaqGroups } from '../../../components/ui/accordion';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../config/paths';
import { PlansGrid } from '../../../features/site/components/plans-grid';

const ROWS = comparisonRows();

export default function PricingRoute() {
  usePageMeta('Preços', `Planos do π Boost: Freemium grátis, Professional e Elite, com ${TRIAL_DAYS} dias de teste grátis e ${GUARANTEE_DAYS} dias de garantia.`);
  return (
    <div className="page">
      <PageHeader title="Preços" lead="Escolha o plano que combina com o seu jeito de investir." />
      <PlansGrid headingLevel={2} />
      <section className="section" aria-labelledby="included">
        <h2 id="included">O que cada plano inclui</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label="Comparação dos planos">
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">Recurso</th>
                {PLANS.map((p) => (
                  <th key={p.id} scope="col">
                    {p.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.key}>
                  <th scope="row">
                    {row.label}
                    {row.feature && <ComingSoon feature={row.feature} />}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={PLANS[i]!.id}>
                      {cell === true ? <span aria-label="incluído">✓</span> : cell === null ? <span aria-label="não incluído">—</span> : cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="section" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Perguntas frequentes</h2>
        <FaqGroups groups={PRICING_FAQ} />
      </section>
      <section className="section cta">
        <p>Experimente nossa plataforma gratuitamente por {TRIAL_DAYS} dias. Sem cartão de crédito, sem compromissos.</p>
        <Link to={paths.register.path} className="button button--large">
          Começar teste grátis
        </Link>
      </section>
    </div>
  );
}
