import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { LiveStat, Stat, StatsNote } from '../../../features/site/components/stat';
import { CoverageStat, TrackRecordFigure } from '../../../features/market/components/track-record-figure';
import { useI18n, type MessageKey } from '../../../i18n';

const VALUES = [
  { title: 'site.about.mission.title', text: 'site.about.mission.text' },
  { title: 'site.about.vision.title', text: 'site.about.vision.text' },
  { title: 'site.about.values.title', text: 'site.about.values.text' },
] as const satisfies readonly { title: MessageKey; text: MessageKey }[];

const TIMELINE = [
  { year: '2023', text: 'site.about.timeline.2023' },
  { year: '2024', text: 'site.about.timeline.2024' },
  { year: '2025', text: 'site.about.timeline.2025' },
] as const satisfies readonly { year: string; text: MessageKey }[];

const TEAM = [
  { area: 'site.about.team.leadership.area', text: 'site.about.team.leadership.text' },
  { area: 'site.about.team.engineering.area', text: 'site.about.team.engineering.text' },
  { area: 'site.about.team.market.area', text: 'site.about.team.market.text' },
  { area: 'site.about.team.support.area', text: 'site.about.team.support.text' },
] as const satisfies readonly { area: MessageKey; text: MessageKey }[];

export default function AboutRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.about.metaTitle'), t('site.about.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('site.about.title')} lead={t('site.about.lead')} />
      <section className="stats" aria-label={t('site.stats.label')}>
        <LiveStat pick="members" label={t('site.stats.members')} />
        <LiveStat pick="activeLast30Days" label={t('site.stats.active')} />
        <Stat value="2023" label={t('site.about.founded')} />
        <CoverageStat />
        <TrackRecordFigure />
      </section>
      <StatsNote />
      <section className="section" aria-labelledby="mission">
        <h2 id="mission">{t('site.about.missionTitle')}</h2>
        <div className="cards">
          {VALUES.map((v) => (
            <article key={v.title} className="card">
              <h3>{t(v.title)}</h3>
              <p>{t(v.text)}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="history">
        <h2 id="history">{t('site.about.historyTitle')}</h2>
        <p>{t('site.about.history')}</p>
        <ol className="timeline">
          {TIMELINE.map((entry) => (
            <li key={entry.year}>
              <strong>{entry.year}</strong> {t(entry.text)}
            </li>
          ))}
        </ol>
      </section>
      <section className="section" aria-labelledby="team">
        <h2 id="team">{t('site.about.teamTitle')}</h2>
        <div className="cards">
          {TEAM.map((member) => (
            <article key={member.area} className="card">
              <h3>{t(member.area)}</h3>
              <p>{t(member.text)}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="technology">
        <h2 id="technology">{t('site.about.technologyTitle')}</h2>
        <p>{t('site.about.technology')}</p>
      </section>
    </div>
  );
}
