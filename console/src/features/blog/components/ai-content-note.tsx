import { useI18n } from '../../../i18n';

/** Above content our AI wrote in Portuguese, when the reader reads another language: it is shown as written. */
export function AiContentNote() {
  const { locale, t } = useI18n();
  if (locale === 'pt-BR') return null;
  return <p className="ai-content-note">{t('ui.aiContentNote')}</p>;
}
