import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AnalyticsTab } from './analytics-tab';
import { ChallengesTab } from './challenges-tab';
import { OverviewTab } from './overview-tab';
import { RankingTab } from './ranking-tab';
import { RewardsTab } from './rewards-tab';
import './gamification.css';

const TABS = [
  { id: 'visao-geral', label: 'Visão Geral', Panel: OverviewTab },
  { id: 'desafios', label: 'Desafios', Panel: ChallengesTab },
  { id: 'ranking', label: 'Ranking', Panel: RankingTab },
  { id: 'recompensas', label: 'Recompensas', Panel: RewardsTab },
  { id: 'analytics', label: 'Analytics', Panel: AnalyticsTab },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * Central de Gamificação (product-spec §2): five tabs; the open one is kept in the address (?aba=),
 * so a tab can be linked and survives a reload. Tabs follow the WAI-ARIA pattern: arrows, Home, End.
 */
export function GamificationCenter() {
  const [params, setParams] = useSearchParams();
  const current = TABS.find((t) => t.id === params.get('aba')) ?? TABS[0];
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  // On a narrow screen the tab strip scrolls: keep the open tab in view.
  useEffect(() => {
    tabRefs.current.get(current.id)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current.id]);

  const select = (id: TabId, focus = false) => {
    setParams(id === TABS[0].id ? {} : { aba: id }, { replace: true, preventScrollReset: true });
    if (focus) tabRefs.current.get(id)?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const index = TABS.findIndex((t) => t.id === current.id);
    const next =
      e.key === 'ArrowRight' ? (index + 1) % TABS.length : e.key === 'ArrowLeft' ? (index - 1 + TABS.length) % TABS.length : e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : -1;
    if (next < 0) return;
    e.preventDefault();
    select(TABS[next]!.id, true);
  };

  return (
    <div className="page gam">
      <header className="page-header">
        <h1>Central de Gamificação</h1>
        <p className="page-header__lead">Ganhe XP usando a plataforma, suba de nível, cumpra desafios diários e resgate recompensas.</p>
      </header>
      <div className="gam-tabs" role="tablist" aria-label="Seções da Central de Gamificação" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              if (el) tabRefs.current.set(t.id, el);
            }}
            type="button"
            role="tab"
            id={`gam-tab-${t.id}`}
            aria-selected={t.id === current.id}
            aria-controls={t.id === current.id ? `gam-panel-${t.id}` : undefined}
            tabIndex={t.id === current.id ? 0 : -1}
            onClick={() => select(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <section className="gam-panel" role="tabpanel" id={`gam-panel-${current.id}`} aria-labelledby={`gam-tab-${current.id}`} tabIndex={0}>
        <current.Panel />
      </section>
    </div>
  );
}
