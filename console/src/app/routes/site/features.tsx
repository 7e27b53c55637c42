import { Link } from 'react-router-dom';
import { TRIAL_DAYS } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { ComingSoon } from '../../../components/ui/coming-soon';
import type { FeatureId } from '../../../config/features';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { PlansGrid } from '../../../features/site/components/plans-grid';
import { LiveStat, Stat, StatsNote } from '../../../features/site/components/stat';
import { CoverageStat, TrackRecordFigure } from '../../../features/market/components/track-record-figure';

const MAIN: { title: string; text: string; soon?: FeatureId }[] = [
  { title: 'Inteligência artificial', text: 'Modelos de linguagem analisam notícias, indicadores e o humor do mercado, e escrevem análises claras em português.', soon: 'marketAnalysis' },
  { title: 'Análise em tempo real', text: 'Cotações e variações das principais criptomoedas, atualizadas continuamente, com alertas quando algo relevante acontece.', soon: 'marketAnalysis' },
  {
    title: 'Segurança e LGPD',
    text: 'Dados pessoais criptografados com AES-256, um CPF por conta guardado como hash, sessões protegidas e seus direitos da LGPD no perfil: exportar e apagar seus dados.',
  },
  { title: 'Comunidade', text: 'Salas para aprender com outros investidores e com a equipe, com moderação; a Sala VIP é do plano Elite.', soon: 'community' },
];

const MORE: { title: string; text: string; soon?: FeatureId }[] = [
  { title: 'Relatórios exportáveis', text: 'Baixe relatórios em PDF, Excel ou CSV (Premium).', soon: 'reports' },
  { title: 'Gamificação', text: 'XP, níveis, sequências, conquistas e recompensas.' },
  { title: 'Desafios diários', text: 'Metas curtas que renovam todo dia, no horário de Brasília.' },
  { title: 'Alertas priorizados', text: 'Alta, média e baixa prioridade, para você decidir o que ler primeiro.', soon: 'marketAnalysis' },
  { title: 'Pagamento em cripto e PIX', text: 'Bitcoin, Lightning e PIX, com cotação travada por 15 minutos.', soon: 'checkout' },
  { title: 'Suporte em português', text: 'Assistente de IA 24/7 e equipe humana em dias úteis.', soon: 'supportAi' },
];

export default function FeaturesRoute() {
  usePageMeta('Recursos', 'Conheça os recursos do π Boost: análises de cripto com IA, alertas em tempo real, segurança com LGPD, comunidade e gamificação.');
  return (
    <div className="page">
      <PageHeader title="Recursos" lead="Tudo o que o π Boost oferece para você acompanhar o mercado de criptomoedas com informação de qualidade." />
      <section className="stats" aria-label="Números da plataforma">
        <LiveStat pick="members" label="membros cadastrados" />
        <Stat value="24/7" label="análises e suporte por IA" />
        <Stat value={`${TRIAL_DAYS} dias`} label="de teste grátis" />
        <CoverageStat />
        <TrackRecordFigure />
      </section>
      <StatsNote />
      <section className="section" aria-labelledby="main-features">
        <h2 id="main-features">Principais recursos</h2>
        <FeatureCards features={MAIN} wide />
      </section>
      <section className="section" aria-labelledby="more-features">
        <h2 id="more-features">E mais</h2>
        <FeatureCards features={MORE} />
      </section>
      <section className="section" aria-labelledby="features-plans">
        <h2 id="features-plans">Planos</h2>
        <PlansGrid />
      </section>
      <section className="section cta">
        <Link to={paths.register.path} className="button button--large">
          Começar Teste Grátis de {TRIAL_DAYS} Dias
        </Link>
      </section>
    </div>
  );
}

function FeatureCards({ features, wide = false }: { features: readonly { title: string; text: string; soon?: FeatureId }[]; wide?: boolean }) {
  return (
    <div className={wide ? 'cards cards--two' : 'cards'}>
      {features.map((f) => (
        <article key={f.title} className="card">
          <h3>
            {f.title}
            {f.soon && <ComingSoon feature={f.soon} />}
          </h3>
          <p>{f.text}</p>
        </article>
      ))}
    </div>
  );
}
