import { DISCLAIMER_SECTIONS } from '@piboost/events/site-texts';
import { LegalPage } from '../../../components/layout/legal-page';

export default function DisclaimerRoute() {
  return <LegalPage title="Aviso Legal" description="Aviso legal do π Boost: riscos, limites do conteúdo e ausência de recomendação de investimento." sections={DISCLAIMER_SECTIONS} />;
}
