// The /ferramentas page: the list of tools (cards), each calculator in its section, and the
// disclaimer. A tool with a page of its own joins the list (TOOLS) once its feature is available.
import { featurePath } from '../../../config/features';
import { useI18n } from '../../../i18n';
import { DcaSimulator } from './dca-simulator';
import { PositionSizeCalculator } from './position-size-calculator';
import { ToolCards, type ToolCard } from './tool-cards';

const taxHelper = featurePath('taxHelper');

export const TOOLS: readonly ToolCard[] = [
  ...(taxHelper ? [{ title: 'tools.cards.tax.title', text: 'tools.cards.tax.text', to: taxHelper, action: 'tools.cards.tax.action' } as const] : []),
  { title: 'tools.dca.title', text: 'tools.cards.dca.text', to: '#simulacao-aporte', action: 'tools.dca.submit' },
  { title: 'tools.position.title', text: 'tools.cards.position.text', to: '#tamanho-posicao', action: 'tools.position.submit' },
];

export function ToolsPage() {
  const { t, rich } = useI18n();
  return (
    <>
      <ToolCards tools={TOOLS} />
      <section id="simulacao-aporte" className="card tools__section" aria-labelledby="dca-title">
        <h2 id="dca-title">{t('tools.dca.title')}</h2>
        <p>{t('tools.dca.intro')}</p>
        <DcaSimulator />
      </section>
      <section id="tamanho-posicao" className="card tools__section" aria-labelledby="position-title">
        <h2 id="position-title">{t('tools.position.title')}</h2>
        <p>{t('tools.position.intro')}</p>
        <PositionSizeCalculator />
      </section>
      <aside className="tools__disclaimer" aria-label={t('tools.disclaimer.label')}>
        <p>{rich('tools.disclaimer.text', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      </aside>
    </>
  );
}
