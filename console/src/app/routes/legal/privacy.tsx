import { PRIVACY_SECTIONS } from '@piboost/events/site-texts';
import { LegalPage } from '../../../components/layout/legal-page';

export default function PrivacyRoute() {
  return <LegalPage title="Política de Privacidade" description="Como o π Boost trata seus dados pessoais, conforme a LGPD." sections={PRIVACY_SECTIONS} />;
}
