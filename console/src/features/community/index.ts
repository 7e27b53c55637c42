// The community feature's public API for other features: "Discutir na comunidade" and the VIP
// disclaimer (eslint.config.js enforces it). Kept light - the analysis card and the reports import
// it. The pages are in ./pages (the app's lazy routes), the header's bell in ./components/bell.
export { DiscussLink } from './components/discuss-link';
export { VIP_DISCLAIMER } from './components/disclaimer';
