import { useI18n } from '../../../i18n';
import { formatInt } from '../format';
import type { GamificationProfile } from '../api/types';

type Progress = GamificationProfile['gamification']['levelProgress'];

/** The bar toward the next level, with the numbers the API reports. */
export function LevelProgress({ level, progress }: { level: number; progress: Progress }) {
  const { t } = useI18n();
  const percent = Math.max(0, Math.min(100, progress.progressPercentage));
  const current = formatInt(progress.currentLevelXP);
  const next = formatInt(progress.nextLevelXP);
  return (
    <div className="gam-progress">
      <div className="gam-progress__labels">
        <span id="gam-progress-label">{t('gamification.progress.toLevel', { level: level + 1 })}</span>
        <span>{t('gamification.progress.figures', { current, next, percent: Math.round(percent) })}</span>
      </div>
      <div
        className="gam-progress__track"
        role="progressbar"
        aria-labelledby="gam-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={t('gamification.progress.valueText', { current, next })}
      >
        <div className="gam-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
