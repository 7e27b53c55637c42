import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast';
import { useI18n } from '../../../i18n';
import { PlanLines, usePlanCopy } from '../../site';
import { brl, PERIOD_LABEL, usd, usePlans, type PaidPlanId, type Period } from '../api/billing-api';
import './billing.css';

/** /plans (product-spec §3, §4): Mensal/Anual, three cards, "Continuar com {plan}"; Professional chosen by default. */
export function PlanSelection() {
  const { t } = useI18n();
  const copy = usePlanCopy();
  const plans = usePlans();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>('monthly');
  const [chosen, setChosen] = useState<'freemium' | PaidPlanId>('professional');

  if (plans.isPending) return <p aria-busy="true">{t('billing.plans.loading')}</p>;
  if (plans.isError) return <p role="alert">{t('billing.plans.loadFailed')}</p>;
  const { data } = plans;
  const plan = data.plans.find((p) => p.id === chosen)!;

  const proceed = () => {
    if (chosen === 'freemium') {
      toast('success', t('billing.plans.freeWelcome'));
      navigate(paths.dashboard.path);
      return;
    }
    navigate(`${paths.checkout.path}?plan=${chosen}&period=${period}`);
  };

  return (
    <div className="billing">
      <div className="segmented" role="radiogroup" aria-label={t('billing.plans.billing')}>
        {(['monthly', 'annual'] as const).map((p) => (
          <label key={p} className={`segmented__option ${period === p ? 'is-active' : ''}`}>
            <input type="radio" name="period" value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {t(PERIOD_LABEL[p])}
            {p === 'annual' && <span className="badge">-{data.annualDiscountPercent}%</span>}
          </label>
        ))}
      </div>
      <div className="plans" role="radiogroup" aria-label={t('billing.plans.label')}>
        {data.plans.map((p) => {
          const monthlyUsd = period === 'annual' ? p.annualMonthlyUsdCents : p.monthlyUsdCents;
          const monthlyBrl = period === 'annual' ? p.annualMonthlyBrlCents : p.monthlyBrlCents;
          const selected = p.id === chosen;
          return (
            <label key={p.id} className={`plan ${selected ? 'plan--popular' : ''}`}>
              <input type="radio" name="plan" value={p.id} checked={selected} onChange={() => setChosen(p.id)} className="visually-hidden" />
              <h2 className="plan__name">{p.name}</h2>
              <p className="plan__description">{copy.tagline(p.id)}</p>
              {p.listUsdCents === 0 ? (
                <p className="plan__price">{t('billing.plans.free')}</p>
              ) : (
                <>
                  <p className="plan__price">
                    {usd(monthlyUsd)}
                    <span className="plan__period">{t('billing.plans.perMonth')}</span>
                  </p>
                  {monthlyBrl !== null && <p className="plan__note">{t('billing.plans.brlNote', { amount: brl(monthlyBrl) })}</p>}
                  <p className="plan__offer">
                    {period === 'annual'
                      ? t('billing.plans.annualOffer', { amount: usd(p.annualUsdCents), percent: data.annualDiscountPercent, list: usd(p.listUsdCents) })
                      : t('billing.plans.launchOffer', { percent: data.launchOffer.discountPercent, months: data.launchOffer.months, list: usd(p.listUsdCents) })}
                  </p>
                </>
              )}
              <PlanLines id={p.id} />
            </label>
          );
        })}
      </div>
      {data.quote?.simulated && <p className="muted">{t('billing.plans.quoteSimulated')}</p>}
      <button type="button" className="button" onClick={proceed}>
        {t('billing.plans.continue', { plan: plan.name })}
      </button>
      <p className="plans__footnote">{t('billing.plans.footnote', { days: GUARANTEE_DAYS })}</p>
    </div>
  );
}
