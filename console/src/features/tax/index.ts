// The crypto tax helper's page (its route is app/routes/tax-helper.tsx).
export { TaxHelper } from './tax-helper';
