// The site feature's public API: what other features (billing's plan choice) may use
// (eslint.config.js enforces it).
export { PLAN_COPY } from './components/plans-grid';
