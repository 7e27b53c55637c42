import { useParams } from 'react-router-dom';
import { LessonPage } from '../../../features/education';

export default function EducationLessonRoute() {
  const { lessonId = '' } = useParams();
  return <LessonPage key={lessonId} lessonId={lessonId} />;
}
