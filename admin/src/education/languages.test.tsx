// The education pages in English and Spanish (issue 26): headings, columns, figures and the lesson
// editor's labels follow the operator's language; lesson titles and questions stay as written.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import type { EducationFigures, StaffLesson, StaffLessons } from '@piboost/backend/contract';
import { closeApp, openAt } from '../testing/open-app';
import { serveApi } from '../testing/serve-api';

afterEach(closeApp);

const version = { version: 2, title: 'O que é Bitcoin', publishedAt: '2026-11-26T15:00:00.000Z', staffId: 'a1b2c3d4-0000-0000-0000-000000000000', changeNote: 'Exemplo atualizado.' };
const row = { id: 'o-que-e-bitcoin', trackId: 'primeiros-passos', trackTitle: 'Primeiros passos', access: 'free' as const, position: 1, title: 'O que é Bitcoin', version: 2, publishedAt: version.publishedAt, versions: [version] };
const LESSONS: StaffLessons = { lessons: [row] };
const FIGURES: EducationFigures = {
  lessons: [{ lessonId: row.id, trackId: row.trackId, title: row.title, started: 1234, completed: 9, droppedOff: 3, dropOffPercent: 25 }],
  mostMissed: [],
};
const option = (id: string) => ({ id, text: `Alternativa ${id}`, explanation: `Explicação ${id}` });
const LESSON: StaffLesson = {
  ...row,
  content: {
    title: row.title,
    summary: 'Uma moeda digital.',
    minutes: 6,
    skillIds: ['entender-bitcoin'],
    body: 'Bitcoin é uma rede aberta.',
    quiz: [1, 2, 3].map((n) => ({ id: `o-que-e-bitcoin-q${n}`, skillId: 'entender-bitcoin', stem: `Pergunta ${n}?`, options: ['a', 'b', 'c'].map(option), correctOptionId: 'a' })),
    glossary: [],
  },
  trackSkills: [{ id: 'entender-bitcoin', name: 'Entender o que é Bitcoin' }],
};

function serve() {
  serveApi('admin', {
    'GET /api/admin/education/lessons': { success: true, data: LESSONS },
    'GET /api/admin/education/figures': { success: true, data: FIGURES },
    'GET /api/admin/education/lessons/o-que-e-bitcoin': { success: true, data: LESSON },
  });
}

it('shows the lessons, the figures and the lesson editor in English', async () => {
  serve();
  openAt('/education', 'en-US');
  const figures = await screen.findByRole('table', { name: 'Completion and drop-off by lesson' });
  expect(within(figures).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Lesson', 'Started', 'Completed', 'Dropped off', 'Drop-off']);
  expect(within(figures).getByText('1,234')).toBeTruthy();
  expect(screen.getByText('No missed questions yet.')).toBeTruthy();
  expect(screen.queryByText('Conclusão e abandono por lição')).toBeNull();
  await userEvent.setup().click(screen.getByRole('link', { name: 'Edit O que é Bitcoin' }));
  expect(await screen.findByRole('button', { name: 'Publish new version' })).toBeTruthy();
  expect(screen.getByText('Quiz (3 of 3 to 5 questions)')).toBeTruthy();
  expect(screen.getByLabelText('Question 2 prompt')).toBeTruthy();
  expect(screen.queryByText('Publicar nova versão')).toBeNull();
});

it('shows the lessons and the figures in Spanish', async () => {
  serve();
  openAt('/education', 'es-ES');
  const lessons = await screen.findByRole('table', { name: 'Lecciones' });
  expect(within(lessons).getAllByRole('columnheader').map((c) => c.textContent)).toContain('Último cambio');
  expect(within(lessons).getByText('Publicada')).toBeTruthy();
  expect(await screen.findByText('Todavía no hay preguntas falladas.')).toBeTruthy();
  expect(screen.queryByText('Nenhuma questão errada ainda.')).toBeNull();
});
