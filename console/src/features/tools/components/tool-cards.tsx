// The list of the page's tools, one card each: a calculator on this page (an anchor) or a tool with
// a page of its own (a route, listed only once its feature is available - config/features.ts).
import { Link } from 'react-router-dom';

export interface ToolCard {
  title: string;
  text: string;
  /** `#id` of a section of this page, or the path of the tool's own page. */
  to: string;
  action: string;
}

export function ToolCards({ tools }: { tools: readonly ToolCard[] }) {
  return (
    <ul className="cards tools__cards" aria-label="Ferramentas disponíveis">
      {tools.map((tool) => (
        <li key={tool.to} className="card">
          <h2>{tool.title}</h2>
          <p>{tool.text}</p>
          {tool.to.startsWith('#') ? <a href={tool.to}>{tool.action}</a> : <Link to={tool.to}>{tool.action}</Link>}
        </li>
      ))}
    </ul>
  );
}
