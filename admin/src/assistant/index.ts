import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { ConversationList } from './ConversationList';
import { ConversationShow } from './ConversationShow';

export const assistantConversations = {
  list: ConversationList,
  show: ConversationShow,
  icon: SupportAgentIcon,
  options: { label: 'Suporte IA' },
};
