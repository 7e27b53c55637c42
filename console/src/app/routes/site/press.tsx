import { DATA_CONTROLLER } from '@piboost/events/business';
import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { PressContactForm } from '../../../features/contact/components/press-contact-form';
import { useResponsePromises } from '../../../features/site/components/response-promises';
import { useI18n, type MessageKey } from '../../../i18n';

const RELEASES = [
  { title: 'site.press.release.founded.title', date: '2023', category: 'site.press.category.launch', summary: 'site.press.release.founded.summary' },
  { title: 'site.press.release.public.title', date: '2024', category: 'site.press.category.launch', summary: 'site.press.release.public.summary' },
  { title: 'site.press.release.payments.title', date: '2025', category: 'site.press.category.expansion', summary: 'site.press.release.payments.summary' },
] as const satisfies readonly { title: MessageKey; date: string; category: MessageKey; summary: MessageKey }[];

export default function PressRoute() {
  const { t } = useI18n();
  const promises = useResponsePromises();
  usePageMeta(t('site.press.metaTitle'), t('site.press.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('site.press.title')} lead={t('site.press.lead')} />
      <section className="section" aria-labelledby="releases">
        <h2 id="releases">{t('site.press.releasesTitle')}</h2>
        <div className="cards">
          {RELEASES.map((r) => (
            <article key={r.title} className="card">
              <p className="card__meta">
                {t(r.category)} · {r.date}
              </p>
              <h3>{t(r.title)}</h3>
              <p>{t(r.summary)}</p>
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="coverage">
        <h2 id="coverage">{t('site.press.coverageTitle')}</h2>
        <p>{t('site.press.coverage')}</p>
      </section>
      <div className="split">
        <section className="section" aria-labelledby="press-form">
          <h2 id="press-form">{t('site.press.formTitle')}</h2>
          <PressContactForm />
        </section>
        <aside className="sidebar" aria-label={t('site.press.aside')}>
          <h2>{t('site.press.company')}</h2>
          <dl className="facts">
            <dt>{t('site.press.legalName')}</dt>
            <dd>{DATA_CONTROLLER.name}</dd>
            <dt>{t('site.press.founded')}</dt>
            <dd>2023</dd>
            <dt>{t('site.press.headquarters')}</dt>
            <dd>São Paulo, SP</dd>
          </dl>
          <h2>{t('site.press.materialsTitle')}</h2>
          <p>{t('site.press.materials')}</p>
          <h2>{t('site.press.quickContact')}</h2>
          <p>
            <a href={`mailto:${DATA_CONTROLLER.pressEmail}`}>{DATA_CONTROLLER.pressEmail}</a>
          </p>
          <p>{t('site.press.hours', { promise: promises.press })}</p>
        </aside>
      </div>
    </div>
  );
}
