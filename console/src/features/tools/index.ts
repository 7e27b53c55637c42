// The tools feature's public API: the /ferramentas page and its list of tools
// (eslint.config.js enforces it).
import './tools.css';

export { TOOLS, ToolsPage } from './components/tools-page';
export type { ToolCard } from './components/tool-cards';
