import { LegalPage } from '../../../components/layout/legal-page';
import { useSiteTexts } from '../../../features/site/texts';
import { useI18n } from '../../../i18n';

export default function PrivacyRoute() {
  const { t } = useI18n();
  const sections = useSiteTexts().privacy;
  return <LegalPage title={t('site.legal.privacy.title')} description={t('site.legal.privacy.description')} sections={sections} />;
}
