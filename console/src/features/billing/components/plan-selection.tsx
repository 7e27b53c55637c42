import { BILLING_PERIOD_LABELS } from '@piboost/events/labels';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { GUARANTEE_DAYS } from '@piboost/events/business';
import { planDescription } from '@piboost/events/plan-lines';
import { paths } from '../../../config/paths';
import { toast } from '../../../components/ui/toast';
import { PlanLines } from '../../site';
import { brl, usd, usePlans, type PaidPlanId, type Period } from '../api/billing-api';
import './billing.css';

/** /plans (product-spec §3, §4): Mensal/Anual, three cards, "Continuar com {plan}"; Professional chosen by default. */
export function PlanSelection() {
  const plans = usePlans();
  const navigate = useNavigate();
  const [period, setPeriod] = useState<Period>('monthly');
  const [chosen, setChosen] = useState<'freemium' | PaidPlanId>('professional');

  if (plans.isPending) return <p aria-busy="true">Carregando planos...</p>;
  if (plans.isError) return <p role="alert">Não foi possível carregar os planos. Tente novamente.</p>;
  const { data } = plans;
  const plan = data.plans.find((p) => p.id === chosen)!;

  const proceed = () => {
    if (chosen === 'freemium') {
      toast('success', 'Bem-vindo ao π Boost! Seu plano gratuito está ativo.');
      navigate(paths.dashboard.path);
      return;
    }
    navigate(`${paths.checkout.path}?plan=${chosen}&period=${period}`);
  };

  return (
    <div className="billing">
      <div className="segmented" role="radiogroup" aria-label="Cobrança">
        {(['monthly', 'annual'] as const).map((p) => (
          <label key={p} className={`segmented__option ${period === p ? 'is-active' : ''}`}>
            <input type="radio" name="period" value={p} checked={period === p} onChange={() => setPeriod(p)} />
            {BILLING_PERIOD_LABELS[p]}
            {p === 'annual' && <span className="badge">-{data.annualDiscountPercent}%</span>}
          </label>
        ))}
      </div>
      <div className="plans" role="radiogroup" aria-label="Planos">
        {data.plans.map((p) => {
          const monthlyUsd = period === 'annual' ? p.annualMonthlyUsdCents : p.monthlyUsdCents;
          const monthlyBrl = period === 'annual' ? p.annualMonthlyBrlCents : p.monthlyBrlCents;
          const selected = p.id === chosen;
          return (
            <label key={p.id} className={`plan ${selected ? 'plan--popular' : ''}`}>
              <input type="radio" name="plan" value={p.id} checked={selected} onChange={() => setChosen(p.id)} className="visually-hidden" />
              <h2 className="plan__name">{p.name}</h2>
              <p className="plan__description">{planDescription(p.id).tagline}</p>
              {p.listUsdCents === 0 ? (
                <p className="plan__price">Grátis</p>
              ) : (
                <>
                  <p className="plan__price">
                    {usd(monthlyUsd)}
                    <span className="plan__period">/mês</span>
                  </p>
                  {monthlyBrl !== null && <p className="plan__note">≈ {brl(monthlyBrl)}/mês pela cotação de agora</p>}
                  <p className="plan__offer">
                    {period === 'annual'
                      ? `${usd(p.annualUsdCents)} cobrados por ano (${data.annualDiscountPercent}% sobre ${usd(p.listUsdCents)}/mês).`
                      : `${data.launchOffer.discountPercent}% de desconto nos ${data.launchOffer.months} primeiros meses; depois ${usd(p.listUsdCents)}/mês.`}
                  </p>
                </>
              )}
              <PlanLines id={p.id} />
            </label>
          );
        })}
      </div>
      {data.quote?.simulated && <p className="muted">Cotação: Simulação local.</p>}
      <button type="button" className="button" onClick={proceed}>
        Continuar com {plan.name}
      </button>
      <p className="plans__footnote">Pagamento 100% seguro · Garantia de {GUARANTEE_DAYS} dias · Ativação imediata</p>
    </div>
  );
}
