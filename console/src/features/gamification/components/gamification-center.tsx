import { Tabs, useTabInAddress } from '../../../components/ui/tabs';
import { AnalyticsTab } from './analytics-tab';
import { ChallengesTab } from './challenges-tab';
import { LeagueTab } from './league-tab';
import { OverviewTab } from './overview-tab';
import { RankingTab } from './ranking-tab';
import { RewardsTab } from './rewards-tab';
import './gamification.css';

const TABS = [
  { id: 'visao-geral', label: 'Visão Geral', Panel: OverviewTab },
  { id: 'liga', label: 'Liga', Panel: LeagueTab },
  { id: 'desafios', label: 'Desafios', Panel: ChallengesTab },
  { id: 'ranking', label: 'Ranking', Panel: RankingTab },
  { id: 'recompensas', label: 'Recompensas', Panel: RewardsTab },
  { id: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
] as const;

/**
 * Central de Gamificação (product-spec §2): five tabs and the weekly league (issue 25); the open one is kept in the address (?aba=),
 * so a tab can be linked and survives a reload.
 */
export function GamificationCenter() {
  const [current, select] = useTabInAddress(TABS);
  const Panel = TABS.find((t) => t.id === current)!.Panel;
  return (
    <div className="page gam">
      <header className="page-header">
        <h1>Central de Gamificação</h1>
        <p className="page-header__lead">Ganhe XP usando a plataforma, suba de nível e de liga, cumpra desafios diários e resgate recompensas.</p>
      </header>
      <Tabs idPrefix="gam" label="Seções da Central de Gamificação" tabs={TABS} current={current} onSelect={select}>
        <Panel />
      </Tabs>
    </div>
  );
}
