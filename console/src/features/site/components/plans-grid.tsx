import { Link } from 'react-router-dom';
import { ANNUAL_DISCOUNT_PERCENT, GUARANTEE_DAYS, LAUNCH_OFFER, monthlyPriceUsdCents, PLANS, TRIAL_DAYS, type PlanId } from '@piboost/events/business';
import { ComingSoon } from '../../../components/ui/coming-soon';
import type { FeatureId } from '../../../config/features';
import { paths } from '../../../config/paths';

const usd = (cents: number) => `US$ ${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;

/** A plan's line, and the feature of the feature list it depends on (marked "em breve" until it is there). */
type PlanLine = string | { text: string; soon: FeatureId };

export const PLAN_COPY: Record<PlanId, { description: string; features: PlanLine[]; popular?: boolean }> = {
  freemium: {
    description: 'Para conhecer a plataforma e acompanhar o mercado.',
    features: [
      { text: 'Resumo diário do mercado', soon: 'marketAnalysis' },
      { text: 'Artigos e conteúdo educativo', soon: 'blog' },
      'Gamificação com XP, níveis e conquistas',
      'Suporte por e-mail',
    ],
  },
  professional: {
    description: 'Para quem investe com frequência e quer a análise completa.',
    features: [
      'Tudo do Freemium',
      { text: 'Análises completas com IA', soon: 'marketAnalysis' },
      { text: 'Alertas de mercado em tempo real', soon: 'marketAnalysis' },
      { text: 'Relatórios premium com exportação (PDF, Excel, CSV)', soon: 'reports' },
      '+50% de XP em todas as atividades',
    ],
    popular: true,
  },
  elite: {
    description: 'Para quem quer o máximo de profundidade e atendimento prioritário.',
    features: [
      'Tudo do Professional',
      { text: 'Análises avançadas e relatórios exclusivos', soon: 'reports' },
      { text: 'Comunidade VIP', soon: 'community' },
      'Suporte prioritário',
    ],
  },
};

/** The three plans from the single catalogue (DECISIONS 3-4); every button leads to /register. */
export function PlansGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div>
    <div className="plans">
      {PLANS.map((plan) => {
        const copy = PLAN_COPY[plan.id];
        const launch = monthlyPriceUsdCents(plan, 'monthly', 1);
        const list = plan.listPriceUsd * 100;
        const annual = monthlyPriceUsdCents(plan, 'annual');
        return (
          <article key={plan.id} className={`plan ${copy.popular ? 'plan--popular' : ''}`}>
            {copy.popular && <p className="plan__badge">Mais escolhido</p>}
            <Heading className="plan__name">{plan.name}</Heading>
            <p className="plan__description">{copy.description}</p>
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
            <ul className="plan__features">
              {copy.features.map((line) =>
                typeof line === 'string' ? (
                  <li key={line}>{line}</li>
                ) : (
                  <li key={line.text}>
                    {line.text}
                    <ComingSoon feature={line.soon} />
                  </li>
                ),
              )}
            </ul>
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
