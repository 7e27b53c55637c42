import { COOKIES_SECTIONS } from '@piboost/events/site-texts';
import { LegalPage } from '../../../components/layout/legal-page';

export default function CookiesRoute() {
  return <LegalPage title="Política de Cookies" description="Quais cookies o π Boost usa, por quanto tempo e como escolher." sections={COOKIES_SECTIONS} />;
}
