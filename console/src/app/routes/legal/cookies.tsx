import { LegalPage } from '../../../components/layout/legal-page';
import { useSiteTexts } from '../../../features/site/texts';
import { useI18n } from '../../../i18n';

export default function CookiesRoute() {
  const { t } = useI18n();
  const sections = useSiteTexts().cookies;
  return <LegalPage title={t('site.legal.cookies.title')} description={t('site.legal.cookies.description')} sections={sections} />;
}
