import { paths } from '../../config/paths';

/** The console address of one lesson. */
export const lessonPath = (trackId: string, lessonId: string) =>
  paths.educationLesson.path.replace(':trackId', encodeURIComponent(trackId)).replace(':lessonId', encodeURIComponent(lessonId));
