import { Link } from 'react-router-dom';
import { GUARANTEE_DAYS, RESPONSE_PROMISES, TRIAL_DAYS } from '@piboost/events/business';
import { Accordion } from '../../../../components/ui/accordion';
import { ComingSoon } from '../../../../components/ui/coming-soon';
import { Reveal } from '../../../../components/ui/reveal';
import { featurePath, type FeatureId } from '../../../../config/features';
import { paths } from '../../../../config/paths';
import { usePublicStats } from '../../api/get-public-stats';
import { PlansGrid } from '../plans-grid';
import { LiveStat, StatsNote } from '../stat';
import { CoverageStat, TrackRecordFigure } from '../../../market';

interface Props {
  cta: { to: string; label: string };
  signedIn: boolean;
}

const LANDING_FAQ = [
  {
    question: 'Vocês compram ou vendem criptomoedas por mim?',
    answer:
      'Não. O π Boost publica análises, conteúdo educativo e alertas. Nunca executamos ordens nem guardamos seus recursos: você decide e opera na corretora que preferir.',
  },
  {
    question: `Como funciona o teste grátis de ${TRIAL_DAYS} dias?`,
    answer: `Crie sua conta, responda a uma pesquisa rápida sobre o seu perfil de investidor e o acesso Premium fica ativo por ${TRIAL_DAYS} dias, sem cartão de crédito. Um teste por CPF.`,
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer: `Sim. E se você se arrepender de uma compra, devolvemos o valor em até ${GUARANTEE_DAYS} dias, como garante o Código de Defesa do Consumidor.`,
  },
  {
    question: 'Quais formas de pagamento são aceitas?',
    answer: 'Bitcoin (on-chain), Lightning e PIX. Pagamento com cartão chega em breve.',
  },
  {
    question: 'Qual é a taxa de acerto das análises?',
    answer:
      'Cada chamada da IA é registrada com data, hora e um hash encadeado antes do resultado, e pontuada no vencimento contra a mesma fonte de cotações. A taxa medida, com método, período e intervalo de confiança, fica na página Histórico auditável (/track-record) a partir de 30 chamadas pontuadas; até lá, não anunciamos números de acerto.',
  },
  {
    question: 'Como falo com o suporte?',
    answer: `Pelo assistente de IA, 24 horas por dia, ou por chamado e e-mail, respondidos ${RESPONSE_PROMISES.emailAndTickets}.`,
  },
];

function GamificationTeaser() {
  return (
    <Reveal className="section" labelledBy="gamification-title">
      <h2 id="gamification-title">Aprenda jogando: XP, níveis e conquistas</h2>
      <p className="section__lead">
        Cada análise lida, cada dia de estudo e cada desafio concluído rendem XP. Suba de nível, mantenha sua sequência diária e dispute o ranking com a comunidade.
      </p>
      <div className="stats">
        <LiveStat pick="members" label="membros cadastrados" />
        <LiveStat pick="activeLast30Days" label="membros ativos nos últimos 30 dias" />
      </div>
      <StatsNote />
    </Reveal>
  );
}

function DashboardPreview() {
  const stats = usePublicStats();
  return (
    <Reveal className="section" labelledBy="dashboard-title">
      <h2 id="dashboard-title">Seu painel inteligente</h2>
      <p className="section__lead">Um painel com o seu XP, nível e sequência, sua assinatura, os alertas mais recentes da IA e os números do mercado.</p>
      <div className="preview" role="group" aria-label="Prévia do painel">
        <div className="preview__card">
          <p className="preview__label">Membros Premium agora</p>
          <p className="preview__value">{stats.data ? stats.data.premiumMembers.toLocaleString('pt-BR') : '…'}</p>
        </div>
        <div className="preview__card">
          <p className="preview__label">Alertas da IA</p>
          <p className="preview__value preview__value--muted">Aparecem no seu painel quando publicados</p>
        </div>
        <div className="preview__card">
          <p className="preview__label">Mercado</p>
          <p className="preview__value preview__value--muted">Cotações ao vivo dentro do painel</p>
        </div>
      </div>
      <div className="stats" aria-label="Cobertura e histórico da IA">
        <CoverageStat />
        <TrackRecordFigure />
      </div>
      <p className="stats-note">Esta prévia mostra apenas números reais da plataforma; os dados do seu painel aparecem depois do login.</p>
    </Reveal>
  );
}

const PRODUCTS: { title: string; text: string; soon?: FeatureId; link?: ProductLinkProps }[] = [
  { title: 'Análises com IA', text: 'Leituras do mercado de cripto geradas por IA e revisadas, atualizadas ao longo do dia.', soon: 'marketAnalysis' },
  { title: 'Relatórios Premium', text: 'Relatórios aprofundados por ativo, com exportação em PDF, Excel e CSV.', soon: 'reports' },
  {
    title: 'Comunidade',
    text: 'Salas para trocar ideias com outros investidores e com a equipe, com moderação; a Sala VIP é do plano Elite.',
    link: { id: 'community', text: 'Entrar na comunidade' },
  },
  { title: 'Painel e gamificação', text: 'Acompanhe seu progresso, desafios diários e recompensas em um só lugar.' },
  {
    title: 'Ferramentas',
    text: 'Simulação de aporte mensal com preços guardados e cálculo do tamanho da posição pelo risco, grátis para quem tem conta.',
    link: { id: 'tools', text: 'Abrir as ferramentas' },
  },
  {
    title: 'Educação',
    text: 'Aulas curtas com quiz e revisão espaçada. A trilha "Primeiros passos em cripto e segurança" é grátis; "Análise técnica e on-chain para o dia a dia" é Premium.',
    link: { id: 'education', text: 'Conhecer as trilhas' },
  },
];

interface ProductLinkProps {
  id: 'tools' | 'education' | 'community';
  text: string;
}

/** A product's own page, once it exists (config/features.ts). */
function ProductLink({ id, text }: ProductLinkProps) {
  const to = featurePath(id);
  return to ? <Link to={to}>{text}</Link> : null;
}

const AI_FEATURES: { title: string; text: string; soon?: FeatureId }[] = [
  { title: 'Análise de mercado', text: 'Resumo do momento do mercado, com os fatores que movem preços e os riscos no radar.', soon: 'marketAnalysis' },
  { title: 'Alertas por prioridade', text: 'Alertas de alta, média e baixa prioridade para o que merece a sua atenção.', soon: 'marketAnalysis' },
  { title: 'Histórico auditável', text: 'Toda análise publicada fica registrada com data e hora, para medir o acerto depois.', soon: 'trackRecord' },
  { title: 'Assistente de suporte', text: 'Tire dúvidas sobre a plataforma a qualquer hora, em português.', soon: 'supportAi' },
];

function CallToAction({ title, text, cta }: { title: string; text: string; cta: Props['cta'] }) {
  return (
    <Reveal className="section cta" labelledBy={`cta-${title.length}`}>
      <h2 id={`cta-${title.length}`}>{title}</h2>
      <p>{text}</p>
      <Link to={cta.to} className="button button--large">
        {cta.label}
      </Link>
    </Reveal>
  );
}

export default function LandingSections({ cta, signedIn }: Props) {
  return (
    <>
      <GamificationTeaser />
      <DashboardPreview />
      <Reveal id="product-showcase" className="section" labelledBy="products-title">
        <h2 id="products-title">Produtos</h2>
        <div className="cards">
          {PRODUCTS.map((p) => (
            <article key={p.title} className="card">
              <h3>
                {p.title}
                {p.soon && <ComingSoon feature={p.soon} />}
              </h3>
              <p>{p.text}</p>
              {p.link && <ProductLink {...p.link} />}
            </article>
          ))}
        </div>
      </Reveal>
      <CallToAction
        title="Comece hoje, com calma e informação"
        text={`Crie sua conta grátis e ative ${TRIAL_DAYS} dias de Premium respondendo a uma pesquisa rápida.`}
        cta={cta}
      />
      <Reveal id="ai-features" className="section" labelledBy="ai-title">
        <h2 id="ai-title">Inteligência artificial a seu favor</h2>
        <div className="cards">
          {AI_FEATURES.map((f) => (
            <article key={f.title} className="card">
              <h3>
                {f.title}
                {f.soon && <ComingSoon feature={f.soon} />}
              </h3>
              <p>{f.text}</p>
            </article>
          ))}
        </div>
      </Reveal>
      <CallToAction
        title="Ganhe seus primeiros XP"
        text={
          signedIn
            ? 'Cada visita ao painel, análise lida e desafio concluído soma XP. Continue sua sequência hoje.'
            : 'Crie sua conta, complete o perfil e comece a somar XP desde o primeiro dia.'
        }
        cta={cta}
      />
      <Reveal className="section" labelledBy="testimonials-title">
        <h2 id="testimonials-title">O que dizem os membros</h2>
        <p className="section__lead">
          Ainda estamos reunindo depoimentos de membros, com autorização de cada um. Preferimos mostrar esta seção vazia a publicar depoimentos inventados.
        </p>
        <p>
          Já usa o π Boost? <Link to={paths.contact.path}>Conte como está sendo</Link>.
        </p>
      </Reveal>
      <Reveal id="pricing" className="section" labelledBy="pricing-title">
        <h2 id="pricing-title">Preços</h2>
        <PlansGrid />
      </Reveal>
      <Reveal id="faq" className="section" labelledBy="faq-title">
        <h2 id="faq-title">Perguntas frequentes</h2>
        <Accordion items={LANDING_FAQ} />
      </Reveal>
    </>
  );
}
