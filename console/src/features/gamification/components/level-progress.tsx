import { formatInt } from '../format';
import type { GamificationProfile } from '../api/types';

type Progress = GamificationProfile['gamification']['levelProgress'];

/** The bar toward the next level, with the numbers the API reports. */
export function LevelProgress({ level, progress }: { level: number; progress: Progress }) {
  const percent = Math.max(0, Math.min(100, progress.progressPercentage));
  return (
    <div className="gam-progress">
      <div className="gam-progress__labels">
        <span id="gam-progress-label">Progresso para o nível {level + 1}</span>
        <span>
          {formatInt(progress.currentLevelXP)} / {formatInt(progress.nextLevelXP)} XP ({Math.round(percent)}%)
        </span>
      </div>
      <div
        className="gam-progress__track"
        role="progressbar"
        aria-labelledby="gam-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        aria-valuetext={`${formatInt(progress.currentLevelXP)} de ${formatInt(progress.nextLevelXP)} XP`}
      >
        <div className="gam-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
