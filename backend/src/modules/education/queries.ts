// The reads education runs on its read model (education_figures).
import type { Runtime } from '../../platform/runtime';

export interface LessonFigureRow {
  lesson_id: string;
  started: number;
  completed: number;
}

export interface ItemFigureRow {
  item_id: string;
  lesson_id: string;
  answered: number;
  missed: number;
}

export async function figureRows(runtime: Runtime): Promise<{ lessons: LessonFigureRow[]; items: ItemFigureRow[] }> {
  const [lessons, items] = await Promise.all([
    runtime.db('education_lesson_figures').select<LessonFigureRow[]>('lesson_id', 'started', 'completed'),
    runtime.db('education_item_figures').select<ItemFigureRow[]>('item_id', 'lesson_id', 'answered', 'missed'),
  ]);
  return { lessons, items };
}
