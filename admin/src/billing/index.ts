import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { InvoiceList } from './InvoiceList';
import { InvoiceShow } from './InvoiceShow';
import { SubscriptionList } from './SubscriptionList';

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
