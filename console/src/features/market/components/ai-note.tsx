// The AI writes its analyses in Portuguese and we show them as written (issue 26): in another
// language, a short note above the text says so. The text itself carries lang="pt-BR".
import { useI18n } from '../../../i18n';

export function AiContentNote() {
  const { locale, t } = useI18n();
  if (locale === 'pt-BR') return null;
  return (
    <p className="muted ai-note" role="note">
      {t('market.aiNote')}
    </p>
  );
}
