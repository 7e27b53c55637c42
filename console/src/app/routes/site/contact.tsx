import { DATA_CONTROLLER, RESPONSE_PROMISES } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { ContactMessageForm } from '../../../features/contact/components/contact-message-form';

export default function ContactRoute() {
  usePageMeta('Contato', 'Fale com o π Boost: dúvidas, vendas, parcerias, imprensa e sugestões.');
  const hours = RESPONSE_PROMISES.businessHours;
  return (
    <div className="page">
      <PageHeader title="Contato" lead={`Mande sua mensagem: respondemos ${RESPONSE_PROMISES.emailAndTickets}.`} />
      <div className="split">
        <section className="section" aria-label="Formulário de contato">
          <ContactMessageForm />
        </section>
        <aside className="sidebar" aria-label="Prazos de resposta">
          <h2>Prazos de resposta</h2>
          <dl className="facts">
            <dt>Assistente de IA</dt>
            <dd>{RESPONSE_PROMISES.aiChat}</dd>
            <dt>E-mail e formulário</dt>
            <dd>{RESPONSE_PROMISES.emailAndTickets}</dd>
            <dt>Imprensa</dt>
            <dd>{RESPONSE_PROMISES.press}</dd>
            <dt>Horário da equipe</dt>
            <dd>
              {hours.days}, das {hours.from} às {hours.to} (horário de Brasília)
            </dd>
          </dl>
          <p>
            <a href={`mailto:${DATA_CONTROLLER.contactEmail}`}>{DATA_CONTROLLER.contactEmail}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
