// The back office's education calls: the lessons with their versions, one lesson whole, publishing a
// version, and the figures per lesson and per question.
import { useQuery } from '@tanstack/react-query';
import type { EducationFigures, PublishLessonAnswer, PublishLessonInput, StaffLesson, StaffLessons } from '@piboost/backend/contract';
import { httpClient } from '../httpClient';

const get = async <T,>(path: string): Promise<T> => ((await httpClient(path)).json as { data: T }).data;

export const useStaffLessons = () => useQuery({ queryKey: ['admin-education', 'lessons'], queryFn: () => get<StaffLessons>('/api/admin/education/lessons') });

export const useFigures = () => useQuery({ queryKey: ['admin-education', 'figures'], queryFn: () => get<EducationFigures>('/api/admin/education/figures') });

export const useStaffLesson = (lessonId: string) =>
  useQuery({ queryKey: ['admin-education', 'lesson', lessonId], queryFn: () => get<StaffLesson>(`/api/admin/education/lessons/${encodeURIComponent(lessonId)}`) });

/** Publishes the next version; the answer's message says which. A refusal carries field errors (`content.quiz.0.stem`). */
export async function publishVersion(lessonId: string, input: PublishLessonInput): Promise<PublishLessonAnswer> {
  const res = await httpClient(`/api/admin/education/lessons/${encodeURIComponent(lessonId)}/versions`, { method: 'POST', body: JSON.stringify(input) });
  return res.json as PublishLessonAnswer;
}
