import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { LiveStat, Stat, StatsNote } from '../../../features/site/components/stat';
import { CoverageStat, TrackRecordFigure } from '../../../features/market/components/track-record-figure';

const VALUES = [
  { title: 'Missão', text: 'Dar ao investidor brasileiro de cripto informação clara, honesta e em português, para decidir com calma.' },
  { title: 'Visão', text: 'Ser a referência em análise de criptomoedas para quem investe por conta própria no Brasil.' },
  { title: 'Valores', text: 'Transparência nos números, respeito aos dados de cada pessoa (LGPD) e educação antes de qualquer promessa.' },
];

const TIMELINE = [
  { year: '2023', text: 'Fundação em São Paulo e primeiros protótipos de análise com IA.' },
  { year: '2024', text: 'Lançamento da plataforma, dos relatórios e da comunidade.' },
  { year: '2025', text: 'Gamificação, pagamentos em Bitcoin, Lightning e PIX e o assistente de suporte com IA.' },
];

const TEAM = [
  { area: 'Liderança e produto', text: 'Define o que construímos e por quê, ouvindo os membros.' },
  { area: 'Engenharia', text: 'Mantém a plataforma segura, rápida e disponível.' },
  { area: 'Análise de mercado', text: 'Revisa e contextualiza o que a IA produz.' },
  { area: 'Atendimento', text: 'Responde chamados e cuida da comunidade.' },
];

export default function AboutRoute() {
  usePageMeta('Sobre', 'Quem somos: o π Boost nasceu em São Paulo em 2023 para levar análise de criptomoedas com IA, em português, ao investidor brasileiro.');
  return (
    <div className="page">
      <PageHeader title="Sobre o π Boost" lead="Análise de criptomoedas com inteligência artificial, feita no Brasil, para quem investe no Brasil." />
      <section className="stats" aria-label="Números da plataforma">
        <LiveStat pick="members" label="membros cadastrados" />
        <LiveStat pick="activeLast30Days" label="membros ativos nos últimos 30 dias" />
        <Stat value="2023" label="ano de fundação" />
        <CoverageStat />
        <TrackRecordFigure />
      </section>
      <StatsNote />
      <section className="section" aria-labelledby="mission">
        <h2 id="mission">Missão, visão e valores</h2>
        <div className="cards">
          {VALUES.map((v) => (
            <article key={v.title} className="card">
              <h3>{v.title}</h3>
              <p>{v.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="history">
        <h2 id="history">Nossa história</h2>
        <p>
          O π Boost começou com uma pergunta simples: por que é tão difícil achar análise de cripto séria em português? Juntamos gente de
          tecnologia e de mercado para responder com um produto que explica, em vez de prometer.
        </p>
        <ol className="timeline">
          {TIMELINE.map((t) => (
            <li key={t.year}>
              <strong>{t.year}</strong> {t.text}
            </li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="team">
        <h2 id="team">Equipe</h2>
        <div className="cards">
          {TEAM.map((t) => (
            <article key={t.area} className="card">
              <h3>{t.area}</h3>
              <p>{t.text}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="technology">
        <h2 id="technology">Tecnologia</h2>
        <p>
          Cada ação na plataforma é registrada como um evento imutável, o que nos permite auditar análises e medir seu acerto ao longo do tempo.
          Dados pessoais são criptografados individualmente e podem ser apagados a pedido, como manda a LGPD. As análises são geradas por modelos de
          IA no nosso servidor: nenhuma chave ou dado sensível fica no seu navegador.
        </p>
      </section>
    </div>
  );
}
