// The footer's switcher for a signed-in person: their "Idioma" preference outranks the device's choice
// (i18n/locale.ts), so choosing here saves the preference; PersonPreferences then applies it. The
// language changes at once and goes back if the server refuses.
import { isLocale, LOCALE_NAMES, LOCALES } from '@piboost/events/i18n';
import { toast } from '../../components/ui/toast';
import { usePreferences, useUpdatePreferences } from '../../features/profile/api/profile-api';
import { setPersonLocale, useI18n } from '../../i18n';

export function PersonLanguageSwitcher({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  const saved = usePreferences().data?.language;
  const update = useUpdatePreferences();
  return (
    <label className={className}>
      <select
        aria-label={t('common.language')}
        value={locale}
        disabled={update.isPending}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          void setPersonLocale(chosen);
          update.mutate(
            { language: chosen },
            {
              onError: (e) => {
                void setPersonLocale(isLocale(saved) ? saved : null);
                toast('error', e.message);
              },
            },
          );
        }}
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {LOCALE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
