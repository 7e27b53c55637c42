import { Link } from 'react-router-dom';
import { DATA_CONTROLLER } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { FaqGroups } from '../../../components/ui/accordion';
import { paths } from '../../../config/paths';
import { HelpContactForm } from '../../../features/contact/components/help-contact-form';
import { isAvailable } from '../../../config/features';
import { useResponsePromises } from '../../../features/site/components/response-promises';
import { useSiteTexts } from '../../../features/site/texts';
import { useI18n } from '../../../i18n';

export default function HelpRoute() {
  const { t } = useI18n();
  const promises = useResponsePromises();
  const { helpFaq } = useSiteTexts();
  usePageMeta(t('site.help.metaTitle'), t('site.help.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('site.help.title')} lead={t('site.help.lead')} />
      <section className="cards" aria-label={t('site.help.channels')}>
        <article className="card">
          <h2>{t('site.help.ai.title')}</h2>
          <p>{t('site.help.ai.text')}</p>
          <Link to={paths.support.path}>{t('site.help.ai.link')}</Link>
        </article>
        <article className="card">
          <h2>{t('site.help.email.title')}</h2>
          <p>{t('site.help.email.text', { promise: promises.emailAndTickets })}</p>
          <a href={`mailto:${DATA_CONTROLLER.supportEmail}`}>{DATA_CONTROLLER.supportEmail}</a>
        </article>
        <article className="card">
          <h2>{t('site.help.contact.title')}</h2>
          <p>{t('site.help.contact.text')}</p>
          <Link to={paths.contact.path}>{t('site.help.contact.link')}</Link>
        </article>
      </section>
      <section className="section" aria-labelledby="help-faq">
        <h2 id="help-faq">{t('site.help.faqTitle')}</h2>
        <FaqGroups groups={helpFaq({ reports: isAvailable('reports') })} />
      </section>
      <section className="section" aria-labelledby="help-form">
        <h2 id="help-form">{t('site.help.formTitle')}</h2>
        <HelpContactForm />
      </section>
    </div>
  );
}
