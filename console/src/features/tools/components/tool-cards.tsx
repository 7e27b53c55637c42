// The list of the page's tools, one card each: a calculator on this page (an anchor) or a tool with
// a page of its own (a route, listed only once its feature is available - config/features.ts).
import { Link } from 'react-router-dom';
import { useI18n, type MessageKey } from '../../../i18n';

export interface ToolCard {
  title: MessageKey;
  text: MessageKey;
  /** `#id` of a section of this page, or the path of the tool's own page. */
  to: string;
  action: MessageKey;
}

export function ToolCards({ tools }: { tools: readonly ToolCard[] }) {
  const { t } = useI18n();
  return (
    <ul className="cards tools__cards" aria-label={t('tools.cards.label')}>
      {tools.map((tool) => (
        <li key={tool.to} className="card">
          <h2>{t(tool.title)}</h2>
          <p>{t(tool.text)}</p>
          {tool.to.startsWith('#') ? <a href={tool.to}>{t(tool.action)}</a> : <Link to={tool.to}>{t(tool.action)}</Link>}
        </li>
      ))}
    </ul>
  );
}
