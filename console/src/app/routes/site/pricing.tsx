import { Link } from 'react-router-dom';
import { GUARANTEE_DAYS, PLANS, TRIAL_DAYS } from '@piboost/events/business';
import { comparisonRows } from '@piboost/events/plan-lines';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { FaqGroups } from '../../../components/ui/accordion';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../config/paths';
import { usePlanCopy } from '../../../features/site/components/plan-copy';
import { PlansGrid } from '../../../features/site/components/plans-grid';
import { useSiteTexts } from '../../../features/site/texts';
import { useI18n } from '../../../i18n';

const ROWS = comparisonRows();

export default function PricingRoute() {
  const { t } = useI18n();
  const { pricingFaq } = useSiteTexts();
  const copy = usePlanCopy();
  usePageMeta(t('site.pricing.metaTitle'), t('site.pricing.metaDescription', { days: TRIAL_DAYS, guarantee: GUARANTEE_DAYS }));
  return (
    <div className="page">
      <PageHeader title={t('site.pricing.title')} lead={t('site.pricing.lead')} />
      <PlansGrid headingLevel={2} />
      <section className="section" aria-labelledby="included">
        <h2 id="included">{t('site.pricing.includedTitle')}</h2>
        <div className="table-scroll" tabIndex={0} role="region" aria-label={t('site.pricing.compare')}>
          <table className="compare">
            <thead>
              <tr>
                <th scope="col">{t('site.pricing.feature')}</th>
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
                    {copy.rowLabel(row.key, row.label)}
                    {row.feature && <ComingSoon feature={row.feature} />}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={PLANS[i]!.id}>
                      {cell === true ? <span aria-label={t('site.pricing.included')}>✓</span> : cell === null ? <span aria-label={t('site.pricing.notIncluded')}>—</span> : copy.cell(PLANS[i]!.id, row.key, cell)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="section" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">{t('site.pricing.faqTitle')}</h2>
        <FaqGroups groups={pricingFaq} />
      </section>
      <section className="section cta">
        <p>{t('site.pricing.ctaText', { days: TRIAL_DAYS })}</p>
        <Link to={paths.register.path} className="button button--large">
          {t('site.pricing.cta')}
        </Link>
      </section>
    </div>
  );
}
