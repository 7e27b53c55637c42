import { Link } from 'react-router-dom';
import { PLANS, PLAN_ENTITLEMENTS, TICKET_RESPONSE_BUSINESS_HOURS } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { communityUrl } from '../../../config/links';
import { paths } from '../../../config/paths';
import { OwnTickets } from '../../../features/contact/components/own-tickets';
import { SupportTicketForm } from '../../../features/contact/components/support-ticket-form';
import { AssistantChat } from '../../../features/assistant';
import { useResponsePromises } from '../../../features/site/components/response-promises';
import { useI18n } from '../../../i18n';
import { SUPPORT_PAGE_LABEL } from '../../layout/feature-labels';

// The first-response target per plan, from the entitlements table (issue 21 item 3): the plans that
// answer sooner than every ticket's 24 business hours (DECISIONS 3) first, then everyone else.
const sooner = PLANS.flatMap((p) => {
  const hours = PLAN_ENTITLEMENTS[p.id].supportFirstResponseHours;
  return hours !== null && hours < TICKET_RESPONSE_BUSINESS_HOURS ? [{ plan: p.name, hours }] : [];
});

export default function SupportRoute() {
  const { t, rich } = useI18n();
  const promises = useResponsePromises();
  usePageMeta(t(SUPPORT_PAGE_LABEL), t('site.support.metaDescription'));
  const targets = [
    ...sooner.map((target) => t('site.support.targetPlan', target)),
    t('site.support.targetOthers', { hours: TICKET_RESPONSE_BUSINESS_HOURS }),
  ].join('; ');
  return (
    <div className="page">
      <PageHeader title={t('site.support.title')} lead={t('site.support.lead')} />
      <section className="cards cards--two" aria-label={t('site.support.channels')}>
        <article className="card">
          <h2>{t('site.support.chatTitle')}</h2>
          <p>{t('site.support.chatText', { promise: promises.aiChat })}</p>
          <a href="#chat">{t('site.support.openChat')}</a>
        </article>
        <article className="card">
          <h2>{t('site.support.communityTitle')}</h2>
          <p>{t('site.support.communityText')}</p>
          <Link to={paths.community.path}>{t('site.support.joinCommunity')}</Link>
          {communityUrl && (
            <p>
              {rich('site.support.externalGroup', {
                link: (chunks) => (
                  <a href={communityUrl ?? undefined} target="_blank" rel="noopener noreferrer">
                    {chunks}
                  </a>
                ),
              })}
            </p>
          )}
        </article>
      </section>
      <section className="section" aria-labelledby="chat">
        <h2 id="chat">{t('site.support.chatTitle')}</h2>
        <AssistantChat />
      </section>
      <section className="section" aria-labelledby="ticket">
        <h2 id="ticket">{t('site.support.ticketTitle')}</h2>
        <p>{t('site.support.firstResponse', { targets })}</p>
        <SupportTicketForm />
      </section>
      <OwnTickets />
      <nav className="section quick-links" aria-label={t('site.support.quickLinks')}>
        <Link to={paths.pricing.path}>{t('site.support.pricing')}</Link>
        <Link to={paths.help.path}>{t('site.support.help')}</Link>
        <Link to={paths.community.path}>{t('site.support.community')}</Link>
      </nav>
    </div>
  );
}
