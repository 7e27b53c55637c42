import { TERMS_SECTIONS } from '@piboost/events/site-texts';
import { LegalPage } from '../../../components/layout/legal-page';

export default function TermsRoute() {
  return <LegalPage title="Termos de Uso" description="Termos de Uso da plataforma π Boost." sections={TERMS_SECTIONS} />;
}
