// The support assistant feature's public API.
export { AssistantChat } from './components/assistant-chat';
