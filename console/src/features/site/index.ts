// The site feature's public API: what other features (billing's plan choice) may use
// (eslint.config.js enforces it).
export { PlanLines } from './components/plans-grid';
export { usePlanCopy } from './components/plan-copy';
