import { translate, useI18n, type MessageKey } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { announceXp } from '../announce-xp';
import { useClaimReward } from '../api/claim-reward';
import { useRewards } from '../api/get-rewards';
import type { Reward } from '../api/types';
import { activityLabel } from '../activity-labels';
import { iconGlyph } from '../icon-glyph';
import { rewardName } from '../names';
import { formatDate, formatDecimal, formatInt } from '../format';
import { EmptyState, QueryState } from './query-state';

const RARITY: Readonly<Record<string, MessageKey>> = {
  common: 'gamification.rewards.rarity.common',
  rare: 'gamification.rewards.rarity.rare',
  epic: 'gamification.rewards.rarity.epic',
  legendary: 'gamification.rewards.rarity.legendary',
};

function RewardCard({ reward: r }: { reward: Reward }) {
  const { t } = useI18n();
  const claim = useClaimReward();
  const state = r.isClaimed ? 'claimed' : r.isUnlocked ? 'unlocked' : 'locked';
  const titleId = `gam-reward-${r.id}`;
  const name = rewardName(t, r);

  const onClaim = () =>
    claim.mutate(r.id, {
      onSuccess: ({ data }) => {
        toast('success', translate('gamification.rewards.claimed', { benefit: data.benefit }));
        announceXp(data, activityLabel('reward_claimed'));
      },
      onError: (error) => toast('error', error instanceof ApiError ? error.message : translate('gamification.rewards.claimFailed')),
    });

  return (
    <li className="card gam-reward" data-state={state} aria-labelledby={titleId}>
      <div className="gam-reward__head">
        <span className="gam-reward__icon" aria-hidden="true">
          {iconGlyph(r.icon, name.title)}
        </span>
        <div>
          <h3 id={titleId}>{name.title}</h3>
          <p className="gam-reward__rarity">{RARITY[r.rarity] ? t(RARITY[r.rarity]!) : r.rarity}</p>
        </div>
      </div>
      <p>{name.description}</p>
      {name.benefits.length > 0 && (
        <ul className="checklist">
          {name.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <p className="gam-reward__meta">
        {t('gamification.rewards.requires', { level: formatInt(r.levelRequired), xp: formatInt(r.xpRequired) })}
        {r.multiplier !== null && ` · ${t('gamification.rewards.multiplier', { value: formatDecimal(r.multiplier) })}`}
        {r.duration !== null && ` · ${t('gamification.days', { count: r.duration })}`}
      </p>
      {state === 'claimed' && <p className="gam-reward__claimed">{t('gamification.rewards.claimedOn', { date: r.claimedAt ? formatDate(r.claimedAt) : '-' })}</p>}
      {state === 'unlocked' && (
        <button type="button" className="button" onClick={onClaim} disabled={claim.isPending} aria-describedby={titleId}>
          {claim.isPending ? t('gamification.rewards.claiming') : t('gamification.rewards.claim')}
        </button>
      )}
      {state === 'locked' && <p className="gam-reward__locked">{t('gamification.rewards.locked', { level: formatInt(r.levelRequired) })}</p>}
    </li>
  );
}

export function RewardsTab() {
  const { t } = useI18n();
  const rewards = useRewards();
  return (
    <QueryState query={rewards} what={t('gamification.rewards.what')}>
      {(list) => (
        <>
          <h2 className="gam-section-title">{t('gamification.tabs.rewards')}</h2>
          {list.length === 0 ? (
            <EmptyState>{t('gamification.rewards.empty')}</EmptyState>
          ) : (
            <>
              <p className="muted">
                {t('gamification.rewards.count', {
                  unlocked: formatInt(list.filter((r) => r.isUnlocked).length),
                  total: formatInt(list.length),
                  claimed: formatInt(list.filter((r) => r.isClaimed).length),
                })}
              </p>
              <ul className="gam-cards">
                {list.map((r) => (
                  <RewardCard key={r.id} reward={r} />
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </QueryState>
  );
}
