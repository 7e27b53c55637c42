import ReceiptIcon from '@mui/icons-material/Receipt';
import { InvoiceList } from './InvoiceList';

export const invoices = {
  list: InvoiceList,
  icon: ReceiptIcon,
  recordRepresentation: 'id',
  options: { label: 'Faturas' },
};
