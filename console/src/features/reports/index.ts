// The reports feature's public API (eslint.config.js enforces it).
export { Reports } from './reports';
export { cancelWeeklyReport, checkCancelLink } from './api';
