// The education feature's public API: its pages, and "Revisão de hoje" for the dashboard
// (eslint.config.js enforces it).
import './education.css';

export { LessonPage } from './components/lesson-page';
export { ReviewSession, ReviewSummary } from './components/review';
export { EducationTracks } from './components/tracks';
