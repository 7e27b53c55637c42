import { Link } from 'react-router-dom';
import { ANNUAL_DISCOUNT_PERCENT, GUARANTEE_DAYS, LAUNCH_OFFER, monthlyPriceUsdCents, PLANS, TRIAL_DAYS, type PlanId } from '@piboost/events/business';
import { planDescription } from '@piboost/events/plan-lines';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { paths } from '../../../config/paths';

const usd = (cents: number) => `US$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;

/** The plan the cards highlight ("Mais escolhido"). */
const POPULAR: PlanId = 'professional';

/** A plan's lines from the entitlements table (@piboost/events/plan-lines), each marked "em breve" while its feature is not there. */
export function PlanLines({ id }: { id: PlanId }) {
  return (
    <ul className="plan__features">
      {planDescription(id).lines.map((line) => (
        <li key={line.key}>
          {line.text}
          {line.feature && <ComingSoon feature={line.feature} />}
        </li>
      ))}
    </ul>
  );
}

/** The three plans from the single catalogue (DECISIONS 3-4); every button leads to /register. */
export function PlansGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div>
    <div className="plans">
      {PLANS.map((plan) => {
        const launch = monthlyPriceUsdCents(plan, 'monthly', 1);
        const list = plan.listPriceUsd * 100;
        const annual = monthlyPriceUsdCents(plan, 'annual');
        return (
          <article key={plan.id} className={`plan ${plan.id === POPULAR ? 'plan--popular' : ''}`}>
            {plan.id === POPULAR && <p className="plan__badge">Mais escolhido</p>}
            <Heading className="plan__name">{plan.name}</Heading>
            <p className="plan__description">{planDescription(plan.id).tagline}</p>
            {list === 0 ? (
              <p className="plan__price">Grátis</p>
            ) : (
              <>
                <p className="plan__price">
                  {usd(launch)}
                  <span className="plan__period">/mês</span>
                </p>
                <p className="plan__offer">
                  <s aria-label={`de ${usd(list)}`}>{usd(list)}</s> · {LAUNCH_OFFER.discountPercent}% de desconto nos {LAUNCH_OFFER.months} primeiros meses, depois{' '}
                  {usd(list)}/mês. No plano anual, {usd(annual)}/mês ({ANNUAL_DISCOUNT_PERCENT}% off).
                </p>
                <p className="plan__note">Cobrança em reais (PIX) ou bitcoin, pela cotação do dia no checkout.</p>
              </>
            )}
            <PlanLines id={plan.id} />
            <Link to={paths.register.path} className="button plan__cta">
              {list === 0 ? 'Começar grátis' : `Testar ${TRIAL_DAYS} dias grátis`}
            </Link>
          </article>
        );
      })}
    </div>
      <p className="plans__footnote">
        Teste grátis de {TRIAL_DAYS} dias nos planos pagos, sem cartão de crédito. Garantia de {GUARANTEE_DAYS} dias: arrependeu-se, devolvemos o valor.
      </p>
    </div>
  );
}
