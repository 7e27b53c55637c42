import { Tabs, useTabInAddress } from '../../../components/ui/tabs';
import { useI18n } from '../../../i18n';
import { AnalyticsTab } from './analytics-tab';
import { ChallengesTab } from './challenges-tab';
import { LeagueTab } from './league-tab';
import { OverviewTab } from './overview-tab';
import { RankingTab } from './ranking-tab';
import { RewardsTab } from './rewards-tab';
import './gamification.css';

const TABS = [
  { id: 'visao-geral', label: 'gamification.tabs.overview', Panel: OverviewTab },
  { id: 'liga', label: 'gamification.tabs.league', Panel: LeagueTab },
  { id: 'desafios', label: 'gamification.tabs.challenges', Panel: ChallengesTab },
  { id: 'ranking', label: 'gamification.tabs.ranking', Panel: RankingTab },
  { id: 'recompensas', label: 'gamification.tabs.rewards', Panel: RewardsTab },
  { id: 'analytics', label: 'gamification.tabs.analytics', Panel: AnalyticsTab },
] as const;

/**
 * Central de Gamificação (product-spec §2): five tabs and the weekly league (issue 25); the open one is kept in the address (?aba=),
 * so a tab can be linked and survives a reload.
 */
export function GamificationCenter() {
  const { t } = useI18n();
  const [current, select] = useTabInAddress(TABS);
  const Panel = TABS.find((t) => t.id === current)!.Panel;
  return (
    <div className="page gam">
      <header className="page-header">
        <h1>{t('gamification.page.title')}</h1>
        <p className="page-header__lead">{t('gamification.page.lead')}</p>
      </header>
      <Tabs idPrefix="gam" label={t('gamification.tabs.label')} tabs={TABS.map((tab) => ({ id: tab.id, label: t(tab.label) }))} current={current} onSelect={select}>
        <Panel />
      </Tabs>
    </div>
  );
}
