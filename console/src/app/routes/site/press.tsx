import { DATA_CONTROLLER, RESPONSE_PROMISES } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { PressContactForm } from '../../../features/contact/components/press-contact-form';

const RELEASES = [
  { title: 'π Boost é fundado em São Paulo', date: '2023', category: 'Lançamento', summary: 'Nasce a plataforma de análise de criptomoedas com IA em português.' },
  { title: 'Plataforma abre para o público', date: '2024', category: 'Lançamento', summary: 'Análises com IA, relatórios e comunidade disponíveis para investidores brasileiros.' },
  { title: 'Pagamentos em Bitcoin, Lightning e PIX', date: '2025', category: 'Expansão', summary: 'Assinaturas pagas em cripto ou PIX, sem custódia de recursos dos membros.' },
];

export default function PressRoute() {
  usePageMeta('Imprensa', 'Sala de imprensa do π Boost: comunicados, dados da empresa, materiais e contato da assessoria.');
  const hours = RESPONSE_PROMISES.businessHours;
  return (
    <div className="page">
      <PageHeader title="Imprensa" lead="Comunicados, dados da empresa e contato direto com a nossa assessoria." />
      <section className="section" aria-labelledby="releases">
        <h2 id="releases">Comunicados</h2>
        <div className="cards">
          {RELEASES.map((r) => (
            <article key={r.title} className="card">
              <p className="card__meta">
                {r.category} · {r.date}
              </p>
              <h3>{r.title}</h3>
              <p>{r.summary}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="coverage">
        <h2 id="coverage">Na mídia</h2>
        <p>Ainda não temos matérias publicadas que possamos listar aqui. Se você escreveu sobre o π Boost, conte para a gente pelo formulário abaixo.</p>
      </section>
      <div className="split">
        <section className="section" aria-labelledby="press-form">
          <h2 id="press-form">Fale com a assessoria</h2>
          <PressContactForm />
        </section>
        <aside className="sidebar" aria-label="Dados da empresa e contato rápido">
          <h2>A empresa</h2>
          <dl className="facts">
            <dt>Razão social</dt>
            <dd>{DATA_CONTROLLER.name}</dd>
            <dt>Fundação</dt>
            <dd>2023</dd>
            <dt>Sede</dt>
            <dd>São Paulo, SP</dd>
          </dl>
          <h2>Materiais</h2>
          <p>Kit de mídia (logotipos), ficha técnica e vídeos de demonstração são enviados pela assessoria: peça pelo formulário.</p>
          <h2>Contato rápido</h2>
          <p>
            <a href={`mailto:${DATA_CONTROLLER.pressEmail}`}>{DATA_CONTROLLER.pressEmail}</a>
          </p>
          <p>
            Respondemos {RESPONSE_PROMISES.press}, de {hours.days}, das {hours.from} às {hours.to}.
          </p>
        </aside>
      </div>
    </div>
  );
}
