// The community's pages, for the app's lazy routes (app/routes/community): each route's chunk brings
// them and their styles, so the landing's bundle carries none of it.
import './community.css';

export { DiscussionPage } from './components/discussion';
export { CommunityNotifications } from './components/notifications';
export { RoomPage } from './components/room';
export { CommunityRooms } from './components/rooms';
export { ThreadPageView } from './components/thread';
