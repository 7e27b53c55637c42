import { Link } from 'react-router-dom';
import { RESPONSE_PROMISES } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { supportPageLabel } from '../../../config/features';
import { communityUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { SupportTicketForm } from '../../../features/contact/components/support-ticket-form';
import { AssistantChat } from '../../../features/assistant';

export default function SupportRoute() {
  usePageMeta(supportPageLabel, 'Suporte do π Boost: chat com o assistente de IA 24/7, abertura de chamados, comunidade e ajuda.');
  return (
    <div className="page">
      <PageHeader title="Suporte" lead="Escolha o canal que resolve mais rápido para você." />
      <section className="cards cards--two" aria-label="Canais de suporte">
        <article className="card">
          <h2>Chat com IA</h2>
          <p>Atendimento pelo assistente de IA: {RESPONSE_PROMISES.aiChat}.</p>
          <a href="#chat">Abrir o chat</a>
        </article>
        <article className="card">
          <h2>Comunidade</h2>
          <p>Tire dúvidas com outros membros e com a nossa equipe.</p>
          {communityUrl ? (
            <a href={communityUrl} target="_blank" rel="noopener noreferrer">
              Entrar na comunidade
            </a>
          ) : (
            <p className="muted">O link do grupo aparece aqui para membros assim que for publicado.</p>
          )}
        </article>
      </section>
      <section className="section" aria-labelledby="chat">
        <h2 id="chat">Chat com IA</h2>
        <AssistantChat />
      </section>
      <section className="section" aria-labelledby="ticket">
        <h2 id="ticket">Abrir um chamado</h2>
        <p>Respondemos chamados {RESPONSE_PROMISES.emailAndTickets}.</p>
        <SupportTicketForm />
      </section>
      <nav className="section quick-links" aria-label="Links rápidos">
        <Link to={paths.pricing.path}>Planos e preços</Link>
        <Link to={paths.help.path}>Central de Ajuda</Link>
        {communityUrl && <a href={communityUrl}>Comunidade</a>}
      </nav>
    </div>
  );
}
