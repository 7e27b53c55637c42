// The community feature's public API: its pages, the header's bell and "Discutir na comunidade"
// (eslint.config.js enforces it).
import './community.css';

export { NotificationBell } from './components/bell';
export { DiscussionPage } from './components/discussion';
export { DiscussLink } from './components/discuss-link';
export { CommunityNotifications } from './components/notifications';
export { PostBody } from './components/post-body';
export { RoomPage } from './components/room';
export { CommunityRooms } from './components/rooms';
export { ThreadPageView } from './components/thread';
export { VIP_DISCLAIMER } from './components/shared';
