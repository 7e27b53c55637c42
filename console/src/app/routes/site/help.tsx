import { Link } from 'react-router-dom';
import { DATA_CONTROLLER, RESPONSE_PROMISES } from '@piboost/events/business';
import { helpFaq } from '@piboost/events/site-texts';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { FaqGroups } from '../../../components/ui/accordion';
import { paths } from '../../../config/paths';
import { HelpContactForm } from '../../../features/contact/components/help-contact-form';
import { isAvailable } from '../../../config/features';

export default function HelpRoute() {
  usePageMeta('Central de Ajuda', 'Central de Ajuda do π Boost: perguntas frequentes, canais de atendimento e formulário de contato.');
  return (
    <div className="page">
      <PageHeader title="Central de Ajuda" lead="Respostas rápidas para as dúvidas mais comuns, e gente de verdade quando você precisar." />
      <section className="cards" aria-label="Canais de atendimento">
        <article className="card">
          <h2>Suporte com IA</h2>
          <p>Assistente 24/7, resposta imediata.</p>
          <Link to={paths.support.path}>Ir para o suporte</Link>
        </article>
        <article className="card">
          <h2>E-mail</h2>
          <p>Respondemos {RESPONSE_PROMISES.emailAndTickets}.</p>
          <a href={`mailto:${DATA_CONTROLLER.supportEmail}`}>{DATA_CONTROLLER.supportEmail}</a>
        </article>
        <article className="card">
          <h2>Contato</h2>
          <p>Parcerias, vendas e outros assuntos.</p>
          <Link to={paths.contact.path}>Falar com a equipe</Link>
        </article>
      </section>
      <section className="section" aria-labelledby="help-faq">
        <h2 id="help-faq">Perguntas frequentes</h2>
        <FaqGroups groups={helpFaq({ reports: isAvailable('reports') })} />
      </section>
      <section className="section" aria-labelledby="help-form">
        <h2 id="help-form">Não achou a resposta?</h2>
        <HelpContactForm />
      </section>
    </div>
  );
}
