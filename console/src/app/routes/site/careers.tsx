import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { CareerApplicationForm } from '../../../features/contact/components/career-application-form';

const BENEFITS = ['Trabalho remoto ou híbrido em São Paulo', 'Horário flexível', 'Plano de saúde e odontológico', 'Auxílio para cursos e conferências', 'Acesso Elite à plataforma', 'Equipamento de trabalho'];

export default function CareersRoute() {
  usePageMeta('Carreiras', 'Trabalhe no π Boost: benefícios, cultura e envio de proposta com currículo.');
  return (
    <div className="page">
      <PageHeader title="Carreiras" lead="Quer ajudar investidores brasileiros a decidir melhor? Mande sua proposta." />
      <section className="section" aria-labelledby="benefits">
        <h2 id="benefits">Benefícios</h2>
        <ul className="checklist">
          {BENEFITS.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="culture">
        <h2 id="culture">Cultura</h2>
        <p>Somos um time pequeno, que escreve as decisões, mede antes de afirmar e trata os dados dos membros como trataria os próprios.</p>
      </section>
      <section className="section" aria-labelledby="apply">
        <h2 id="apply">Envie sua proposta</h2>
        <CareerApplicationForm />
      </section>
    </div>
  );
}
