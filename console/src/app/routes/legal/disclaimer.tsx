import { LegalPage } from '../../../components/layout/legal-page';
import { useSiteTexts } from '../../../features/site/texts';
import { useI18n } from '../../../i18n';

export default function DisclaimerRoute() {
  const { t } = useI18n();
  const sections = useSiteTexts().disclaimer;
  return <LegalPage title={t('site.legal.disclaimer.title')} description={t('site.legal.disclaimer.description')} sections={sections} />;
}
