import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { lazyPage } from '../lib/lazy';

const ConversationList = lazyPage(() => import('./ConversationList'), 'ConversationList');
const ConversationShow = lazyPage(() => import('./ConversationShow'), 'ConversationShow');

export const assistantConversations = {
  list: ConversationList,
  show: ConversationShow,
  icon: SupportAgentIcon,
  options: { label: 'assistant.resource.label' },
};
