import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toast';
import { announceXp } from '../announce-xp';
import { useClaimReward } from '../api/claim-reward';
import { useRewards } from '../api/get-rewards';
import type { Reward } from '../api/types';
import { activityLabel } from '../activity-labels';
import { iconGlyph } from '../icon-glyph';
import { formatDate, formatDecimal, formatInt } from '../format';
import { EmptyState, QueryState } from './query-state';

const RARITY: Record<string, string> = { common: 'Comum', rare: 'Rara', epic: 'Épica', legendary: 'Lendária' };

function RewardCard({ reward: r }: { reward: Reward }) {
  const claim = useClaimReward();
  const state = r.isClaimed ? 'claimed' : r.isUnlocked ? 'unlocked' : 'locked';
  const titleId = `gam-reward-${r.id}`;

  const onClaim = () =>
    claim.mutate(r.id, {
      onSuccess: ({ data }) => {
        toast('success', `Recompensa resgatada: ${data.benefit}`);
        announceXp(data, activityLabel('reward_claimed'));
      },
      onError: (error) => toast('error', error instanceof ApiError ? error.message : 'Erro ao resgatar recompensa. Tente novamente.'),
    });

  return (
    <li className="card gam-reward" data-state={state} aria-labelledby={titleId}>
      <div className="gam-reward__head">
        <span className="gam-reward__icon" aria-hidden="true">
          {iconGlyph(r.icon, r.title)}
        </span>
        <div>
          <h3 id={titleId}>{r.title}</h3>
          <p className="gam-reward__rarity">{RARITY[r.rarity] ?? r.rarity}</p>
        </div>
      </div>
      <p>{r.description}</p>
      {r.benefits.length > 0 && (
        <ul className="checklist">
          {r.benefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
      )}
      <p className="gam-reward__meta">
        Requer nível {formatInt(r.levelRequired)} ({formatInt(r.xpRequired)} XP)
        {r.multiplier !== null && ` · XP ×${formatDecimal(r.multiplier)}`}
        {r.duration !== null && ` · ${formatInt(r.duration)} ${r.duration === 1 ? 'dia' : 'dias'}`}
      </p>
      {state === 'claimed' && <p className="gam-reward__claimed">✓ Resgatada em {r.claimedAt ? formatDate(r.claimedAt) : '-'}</p>}
      {state === 'unlocked' && (
        <button type="button" className="button" onClick={onClaim} disabled={claim.isPending} aria-describedby={titleId}>
          {claim.isPending ? 'Resgatando...' : 'Resgatar'}
        </button>
      )}
      {state === 'locked' && <p className="gam-reward__locked">🔒 Bloqueada: alcance o nível {formatInt(r.levelRequired)}</p>}
    </li>
  );
}

export function RewardsTab() {
  const rewards = useRewards();
  return (
    <QueryState query={rewards} what="as recompensas">
      {(list) => (
        <>
          <h2 className="gam-section-title">Recompensas</h2>
          {list.length === 0 ? (
            <EmptyState>Nenhuma recompensa disponível no momento.</EmptyState>
          ) : (
            <>
              <p className="muted">
                {formatInt(list.filter((r) => r.isUnlocked).length)} de {formatInt(list.length)} desbloqueadas ·{' '}
                {formatInt(list.filter((r) => r.isClaimed).length)} resgatadas
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
