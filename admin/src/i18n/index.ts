import polyglotI18nProvider from 'ra-i18n-polyglot';
import { ptBrMessages } from './pt-br';

export const i18nProvider = polyglotI18nProvider(() => ptBrMessages, 'pt-br', [
  { locale: 'pt-br', name: 'Português (Brasil)' },
]);
