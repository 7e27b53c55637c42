import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { TRIAL_DAYS } from '@piboost/events/business';
import { featurePath } from '../../config/features';
import { useAuth } from '../../features/auth/auth-context';
import { useI18n } from '../../i18n';
import { readStored, STORAGE_KEYS, writeStored } from '../../lib/storage';

/**
 * Offered once to a signed-in non-admin (product-spec §4); either answer is remembered for good.
 * Someone already premium has nothing to try, so they are not asked; someone who has not completed
 * the profile first gets the forced completion modal, which the offer must not cover.
 */
export function TrialDialog() {
  const { state } = useAuth();
  const navigate = useNavigate();
  const [seen, setSeen] = useState(() => readStored(STORAGE_KEYS.trialOfferSeen) === 'true');
  const dialog = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  // The trial starts from the survey: no offer until that page exists (config/features.ts).
  const survey = featurePath('survey');
  const eligible =
    survey !== null && state.status === 'signed-in' && state.user.role !== 'admin' && state.user.profileComplete && !state.user.premium && !seen;

  useEffect(() => {
    if (eligible) dialog.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [eligible]);

  if (!eligible) return null;
  const answer = (wantsTrial: boolean) => {
    writeStored(STORAGE_KEYS.trialOfferSeen, 'true');
    setSeen(true);
    if (wantsTrial) navigate(survey);
  };
  return (
    <div className="modal-backdrop">
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="trial-title"
        aria-describedby="trial-text"
        onKeyDown={(e) => e.key === 'Escape' && answer(false)}
      >
        <h2 id="trial-title">{t('layout.trial.title', { days: TRIAL_DAYS })}</h2>
        <p id="trial-text">{t('layout.trial.text', { days: TRIAL_DAYS })}</p>
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={() => answer(false)}>
            {t('layout.trial.notNow')}
          </button>
          <button type="button" className="button" onClick={() => answer(true)}>
            {t('layout.trial.accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
