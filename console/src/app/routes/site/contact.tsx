import { DATA_CONTROLLER } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { ContactMessageForm } from '../../../features/contact/components/contact-message-form';
import { useResponsePromises } from '../../../features/site/components/response-promises';
import { useI18n } from '../../../i18n';

export default function ContactRoute() {
  const { t } = useI18n();
  const promises = useResponsePromises();
  usePageMeta(t('site.contact.metaTitle'), t('site.contact.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('site.contact.title')} lead={t('site.contact.lead', { promise: promises.emailAndTickets })} />
      <div className="split">
        <section className="section" aria-label={t('site.contact.form')}>
          <ContactMessageForm />
        </section>
        <aside className="sidebar" aria-label={t('site.contact.times')}>
          <h2>{t('site.contact.times')}</h2>
          <dl className="facts">
            <dt>{t('site.contact.assistant')}</dt>
            <dd>{promises.aiChat}</dd>
            <dt>{t('site.contact.emailAndForm')}</dt>
            <dd>{promises.emailAndTickets}</dd>
            <dt>{t('site.contact.press')}</dt>
            <dd>{promises.press}</dd>
            <dt>{t('site.contact.teamHours')}</dt>
            <dd>{t('site.contact.teamHoursValue')}</dd>
          </dl>
          <p>
            <a href={`mailto:${DATA_CONTROLLER.contactEmail}`}>{DATA_CONTROLLER.contactEmail}</a>
          </p>
        </aside>
      </div>
    </div>
  );
}
