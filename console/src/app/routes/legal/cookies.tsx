import { DATA_CONTROLLER } from '@piboost/events/business';
import { LegalPage, type LegalSection } from '../../../components/layout/legal-page';

const SECTIONS: LegalSection[] = [
  { title: 'O que são cookies', paragraphs: ['Cookies e armazenamento local são pequenos dados guardados no seu navegador para lembrar escolhas e manter você conectado.'] },
  { title: 'Cookies essenciais', paragraphs: ['auth_token: mantém sua sessão com segurança. Sem ele, o login não funciona. Retenção de 1 a 2 anos, conforme a opção "lembrar de mim".'] },
  { title: 'Cookies de preferências', paragraphs: ['theme_preference, language, trading_preferences e notification_settings: lembram tema, idioma, preferências de mercado e notificações.'] },
  { title: 'Cookies de medição', paragraphs: ['Medem o uso das páginas para melhorarmos o produto, só com o seu consentimento. Retenção de até 2 anos.'] },
  { title: 'Cookies de marketing', paragraphs: ['Usados apenas com consentimento, por até 1 ano.'] },
  { title: 'Sua escolha', paragraphs: ['No primeiro acesso você pode aceitar ou recusar cookies não essenciais. A escolha fica guardada no navegador; para mudá-la, limpe os dados do site.'] },
  { title: 'Cookies de terceiros', paragraphs: ['O login com Google pode definir cookies do próprio Google, regidos pela política dele.'] },
  { title: 'Contato', paragraphs: [`Dúvidas sobre cookies: ${DATA_CONTROLLER.privacyEmail}.`] },
];

export default function CookiesRoute() {
  return <LegalPage title="Política de Cookies" description="Quais cookies o π Boost usa, por quanto tempo e como escolher." sections={SECTIONS} />;
}
