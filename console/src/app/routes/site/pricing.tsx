import { Link } from 'react-router-dom';
import { ANNUAL_DISCOUNT_PERCENT, GUARANTEE_DAYS, INVOICE_EXPIRY_MINUTES, LAUNCH_OFFER, PLANS, TRIAL_DAYS, TRIALS_PER_CPF } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { FaqGroups } from '../../../components/ui/accordion';
import { ComingSoon } from '../../../components/ui/coming-soon';
import type { FeatureId } from '../../../config/features';
import { paths } from '../../../config/paths';
import { PlansGrid } from '../../../features/site/components/plans-grid';

const INCLUDED: { feature: string; plans: [boolean, boolean, boolean]; soon?: FeatureId }[] = [
  { feature: 'Resumo diário do mercado', plans: [true, true, true], soon: 'marketAnalysis' },
  { feature: 'Artigos e conteúdo educativo', plans: [true, true, true], soon: 'blog' },
  { feature: 'Gamificação (XP, níveis, conquistas)', plans: [true, true, true] },
  { feature: 'Análises completas com IA', plans: [false, true, true], soon: 'marketAnalysis' },
  { feature: 'Alertas em tempo real', plans: [false, true, true], soon: 'marketAnalysis' },
  { feature: 'Relatórios com exportação', plans: [false, true, true], soon: 'reports' },
  { feature: '+50% de XP', plans: [false, true, true] },
  { feature: 'Análises avançadas', plans: [false, false, true], soon: 'marketAnalysis' },
  { feature: 'Comunidade VIP', plans: [false, false, true], soon: 'community' },
  { feature: 'Suporte prioritário', plans: [false, false, true] },
];

const FAQ = [
  {
    title: 'Pagamentos e preços',
    items: [
      { question: 'Quais formas de pagamento são aceitas?', answer: 'Bitcoin (on-chain), Lightning e PIX. Cartão de crédito chega em breve.' },
      {
        question: 'Por que os preços estão em dólar?',
        answer: `A referência é em US$; no checkout o valor é convertido para reais (PIX) ou bitcoin pela cotação do momento, travada por ${INVOICE_EXPIRY_MINUTES} minutos.`,
      },
      {
        question: 'Como funciona o desconto de lançamento?',
        answer: `Os ${LAUNCH_OFFER.months} primeiros meses custam ${LAUNCH_OFFER.discountPercent}% menos; depois vale o preço de tabela. No plano anual, o desconto é de ${ANNUAL_DISCOUNT_PERCENT}% sobre a tabela.`,
      },
    ],
  },
  {
    title: 'Cancelamento e reembolso',
    items: [
      { question: 'Posso cancelar a qualquer momento?', answer: 'Sim, pelo seu perfil. O acesso continua até o fim do período já pago.' },
      {
        question: 'Existe garantia?',
        answer: `Sim: ${GUARANTEE_DAYS} dias de garantia. Se você se arrepender dentro desse prazo, devolvemos o valor pago (direito de arrependimento do Código de Defesa do Consumidor).`,
      },
    ],
  },
  {
    title: 'Planos',
    items: [
      { question: 'Posso mudar de plano?', answer: 'Sim. Ao subir de plano, o novo período começa quando o pagamento é confirmado.' },
      { question: 'O Freemium é grátis para sempre?', answer: 'Sim. O Freemium não tem custo e não pede cartão.' },
    ],
  },
  {
    title: 'Teste grátis',
    items: [
      {
        question: `Como ativo o teste de ${TRIAL_DAYS} dias?`,
        answer: `Crie sua conta, complete o cadastro e responda à pesquisa de perfil de investidor: o Premium fica ativo por ${TRIAL_DAYS} dias.`,
      },
      { question: 'Preciso de cartão de crédito?', answer: 'Não. O teste não pede nenhum meio de pagamento.' },
      { question: 'Posso fazer mais de um teste?', answer: `Não: ${TRIALS_PER_CPF === 1 ? 'um teste' : `${TRIALS_PER_CPF} testes`} por CPF.` },
    ],
  },
];

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
              {INCLUDED.map((row) => (
                <tr key={row.feature}>
                  <th scope="row">
                    {row.feature}
                    {row.soon && <ComingSoon feature={row.soon} />}
                  </th>
                  {row.plans.map((has, i) => (
                    <td key={PLANS[i]!.id}>{has ? <span aria-label="incluído">✓</span> : <span aria-label="não incluído">—</span>}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="section" aria-labelledby="pricing-faq">
        <h2 id="pricing-faq">Perguntas frequentes</h2>
        <FaqGroups groups={FAQ} />
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
