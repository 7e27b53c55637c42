import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { NewsletterList } from './NewsletterList';

export default {
  list: NewsletterList,
  icon: MarkEmailReadIcon,
  options: { label: 'Newsletter' },
};
