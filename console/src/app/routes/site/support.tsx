import { Link } from 'react-router-dom';
import { PLANS, PLAN_ENTITLEMENTS, RESPONSE_PROMISES, TICKET_RESPONSE_BUSINESS_HOURS } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { supportPageLabel } from '../../../config/features';
import { communityUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { OwnTickets } from '../../../features/contact/components/own-tickets';
import { SupportTicketForm } from '../../../features/contact/components/support-ticket-form';
import { AssistantChat } from '../../../features/assistant';

// The first-response target per plan, from the entitlements table (issue 21 item 3): the plans that
// answer sooner than every ticket's 24 business hours (DECISIONS 3) first, then everyone else.
const sooner = PLANS.flatMap((p) => {
  const hours = PLAN_ENTITLEMENTS[p.id].supportFirstResponseHours;
  return hours !== null && hours < TICKET_RESPONSE_BUSINESS_HOURS ? [`${p.name}, ${hours} horas úteis`] : [];
});
const targets = [...sooner, `demais planos e sem cadastro, ${TICKET_RESPONSE_BUSINESS_HOURS} horas úteis`].join('; ');
const hours = RESPONSE_PROMISES.businessHours;

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
          <p>Tire dúvidas com outros membros e com a nossa equipe, dentro da plataforma.</p>
          <Link to={paths.community.path}>Entrar na comunidade</Link>
          {communityUrl && (
            <p>
              Também temos um grupo externo:{' '}
              <a href={communityUrl} target="_blank" rel="noopener noreferrer">
                entrar no grupo
              </a>
            </p>
          )}
        </article>
      </section>
      <section className="section" aria-labelledby="chat">
        <h2 id="chat">Chat com IA</h2>
        <AssistantChat />
      </section>
      <section className="section" aria-labelledby="ticket">
        <h2 id="ticket">Abrir um chamado</h2>
        <p>
          Prazo da primeira resposta: {targets} ({hours.days}, das {hours.from} às {hours.to}, horário de Brasília).
        </p>
        <SupportTicketForm />
      </section>
      <OwnTickets />
      <nav className="section quick-links" aria-label="Links rápidos">
        <Link to={paths.pricing.path}>Planos e preços</Link>
        <Link to={paths.help.path}>Central de Ajuda</Link>
        <Link to={paths.community.path}>Comunidade</Link>
      </nav>
    </div>
  );
}
