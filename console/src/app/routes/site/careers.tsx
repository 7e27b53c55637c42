import { PageHeader } from '../../../components/layout/page-header';
import { usePageMeta } from '../../../components/seo/page-meta';
import { CareerApplicationForm } from '../../../features/contact/components/career-application-form';
import { useI18n, type MessageKey } from '../../../i18n';

const BENEFITS = [
  'site.careers.benefit.remote',
  'site.careers.benefit.hours',
  'site.careers.benefit.health',
  'site.careers.benefit.learning',
  'site.careers.benefit.elite',
  'site.careers.benefit.equipment',
] as const satisfies readonly MessageKey[];

export default function CareersRoute() {
  const { t } = useI18n();
  usePageMeta(t('site.careers.metaTitle'), t('site.careers.metaDescription'));
  return (
    <div className="page">
      <PageHeader title={t('site.careers.title')} lead={t('site.careers.lead')} />
      <section className="section" aria-labelledby="benefits">
        <h2 id="benefits">{t('site.careers.benefitsTitle')}</h2>
        <ul className="checklist">
          {BENEFITS.map((b) => (
            <li key={b}>{t(b)}</li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="culture">
        <h2 id="culture">{t('site.careers.cultureTitle')}</h2>
        <p>{t('site.careers.culture')}</p>
      </section>
      <section className="section" aria-labelledby="apply">
        <h2 id="apply">{t('site.careers.applyTitle')}</h2>
        <CareerApplicationForm />
      </section>
    </div>
  );
}
