import { Link } from 'react-router-dom';
import { ANNUAL_DISCOUNT_PERCENT, GUARANTEE_DAYS, LAUNCH_OFFER, monthlyPriceUsdCents, PLANS, TRIAL_DAYS, type PlanId } from '@piboost/events/business';
import { planDescription } from '@piboost/events/plan-lines';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n';
import { usePlanCopy } from './plan-copy';

/** Reference prices are in dollars (the checkout converts them): whole dollars without cents. */
function useUsd() {
  const { t, number } = useI18n();
  return (cents: number) => t('site.plans.usd', { amount: number(cents / 100, { minimumFractionDigits: cents % 100 ? 2 : 0 }) });
}

/** The plan the cards highlight ("Mais escolhido"). */
const POPULAR: PlanId = 'professional';

/** A plan's lines from the entitlements table (@piboost/events/plan-lines), each marked "em breve" while its feature is not there. */
export function PlanLines({ id }: { id: PlanId }) {
  const copy = usePlanCopy();
  return (
    <ul className="plan__features">
      {planDescription(id).lines.map((line) => (
        <li key={line.key}>
          {copy.line(id, line)}
          {line.feature && <ComingSoon feature={line.feature} />}
        </li>
      ))}
    </ul>
  );
}

/** The three plans from the single catalogue (DECISIONS 3-4); every button leads to /register. */
export function PlansGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const { t } = useI18n();
  const usd = useUsd();
  const copy = usePlanCopy();
  return (
    <div>
    <div className="plans">
      {PLANS.map((plan) => {
        const launch = monthlyPriceUsdCents(plan, 'monthly', 1);
        const list = plan.listPriceUsd * 100;
        const annual = monthlyPriceUsdCents(plan, 'annual');
        return (
          <article key={plan.id} className={`plan ${plan.id === POPULAR ? 'plan--popular' : ''}`}>
            {plan.id === POPULAR && <p className="plan__badge">{t('site.plans.popular')}</p>}
            <Heading className="plan__name">{plan.name}</Heading>
            <p className="plan__description">{copy.tagline(plan.id)}</p>
            {list === 0 ? (
              <p className="plan__price">{t('site.plans.free')}</p>
            ) : (
              <>
                <p className="plan__price">
                  {usd(launch)}
                  <span className="plan__period">{t('site.plans.perMonth')}</span>
                </p>
                <p className="plan__offer">
                  <s aria-label={t('site.plans.listPrice', { price: usd(list) })}>{usd(list)}</s> ·{' '}
                  {t('site.plans.offer', {
                    discount: LAUNCH_OFFER.discountPercent,
                    months: LAUNCH_OFFER.months,
                    list: usd(list),
                    annual: usd(annual),
                    annualDiscount: ANNUAL_DISCOUNT_PERCENT,
                  })}
                </p>
                <p className="plan__note">{t('site.plans.billing')}</p>
              </>
            )}
            <PlanLines id={plan.id} />
            <Link to={paths.register.path} className="button plan__cta">
              {list === 0 ? t('site.plans.startFree') : t('site.plans.tryFree', { days: TRIAL_DAYS })}
            </Link>
          </article>
        );
      })}
    </div>
      <p className="plans__footnote">{t('site.plans.footnote', { days: TRIAL_DAYS, guarantee: GUARANTEE_DAYS })}</p>
    </div>
  );
}
