import { LegalPage } from '../../../components/layout/legal-page';
import { useSiteTexts } from '../../../features/site/texts';
import { useI18n } from '../../../i18n';

export default function TermsRoute() {
  const { t } = useI18n();
  const sections = useSiteTexts().terms;
  return <LegalPage title={t('site.legal.terms.title')} description={t('site.legal.terms.description')} sections={sections} />;
}
