import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyPage } from '../lib/lazy';

const NewsletterList = lazyPage(() => import('./NewsletterList'), 'NewsletterList');

export default {
  list: NewsletterList,
  icon: MarkEmailReadIcon,
  options: { label: 'newsletter.resource.label' },
};
