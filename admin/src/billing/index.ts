import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import ReceiptIcon from '@mui/icons-material/Receipt';
import { lazyPage } from '../lib/lazy';

const InvoiceList = lazyPage(() => import('./InvoiceList'), 'InvoiceList');
const InvoiceShow = lazyPage(() => import('./InvoiceShow'), 'InvoiceShow');
const GiftList = lazyPage(() => import('./GiftList'), 'GiftList');
const SubscriptionList = lazyPage(() => import('./SubscriptionList'), 'SubscriptionList');

export const invoices = {
  list: InvoiceList,
  show: InvoiceShow,
  icon: ReceiptIcon,
  recordRepresentation: 'id',
  options: { label: 'billing.resource.invoices' },
};

export const subscriptions = {
  list: SubscriptionList,
  icon: CardMembershipIcon,
  options: { label: 'billing.resource.subscriptions' },
};

/** Gifts of Premium (issue 26): no recipient address, message or link. */
export const gifts = {
  list: GiftList,
  icon: CardGiftcardIcon,
  options: { label: 'billing.resource.gifts' },
};
