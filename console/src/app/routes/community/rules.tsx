import { Link } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { paths } from '../../../config/paths';
import { VIP_DISCLAIMER } from '../../../features/community';
import { useI18n } from '../../../i18n';

export default function CommunityRulesRoute() {
  const { t, rich } = useI18n();
  usePageMeta(t('community.rules.title'), t('community.rules.description'));
  return (
    <div className="page legal">
      <PageHeader title={t('community.rules.title')} lead={t('community.rules.lead')} />
      <section className="section">
        <h2>{t('community.rules.respect.title')}</h2>
        <p>{t('community.rules.respect.body')}</p>
      </section>
      <section className="section">
        <h2>{t('community.rules.spam.title')}</h2>
        <p>{t('community.rules.spam.body')}</p>
      </section>
      <section className="section">
        <h2>{t('community.rules.advice.title')}</h2>
        <p>{t('community.rules.advice.body', { disclaimer: t(VIP_DISCLAIMER) })}</p>
      </section>
      <section className="section">
        <h2>{t('community.rules.privacy.title')}</h2>
        <p>{t('community.rules.privacy.body')}</p>
      </section>
      <section className="section">
        <h2>{t('community.rules.report.title')}</h2>
        <p>
          {rich('community.rules.report.body', {
            strong: (chunks) => <strong>{chunks}</strong>,
            support: (chunks) => <Link to={paths.support.path}>{chunks}</Link>,
          })}
        </p>
      </section>
      <section className="section">
        <h2>{t('community.rules.moderation.title')}</h2>
        <p>{t('community.rules.moderation.body')}</p>
      </section>
      <section className="section">
        <h2>{t('community.rules.data.title')}</h2>
        <p>{rich('community.rules.data.body', { privacy: (chunks) => <Link to={paths.privacy.path}>{chunks}</Link> })}</p>
      </section>
      <p>
        <Link to={paths.community.path}>{t('community.back')}</Link>
      </p>
    </div>
  );
}
