import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyPage } from '../lib/lazy';

const InvoiceList = lazyPage(() => import('./InvoiceList'), 'InvoiceList');
const InvoiceShow = lazyPage(() => import('./InvoiceShow'), 'InvoiceShow');
const SubscriptionList = lazyPage(() => import('./SubscriptionList'), 'SubscriptionList');

export const invoices = {
  list: InvoiceList,
  show: InvoiceShow,
  icon: ReceiptIcon,
  recordRepresentation: 'id',
  options: { label: 'Faturas' },
};

export const subscriptions = {
  list: SubscriptionList,
  icon: CardMembershipIcon,
  options: { label: 'Assinaturas' },
};
