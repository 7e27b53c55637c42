import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EducationFigures, StaffLesson, StaffLessons } from '@piboost/backend/contract';
import { closeApp, openAt } from '../testing/open-app';
import { serveApi } from '../testing/serve-api';

// The back office's education pages over canned answers of our own API: the lessons with their
// version, the figures, who may edit, and the server's Portuguese messages under each field.

afterEach(closeApp);

const version = { version: 2, title: 'O que é Bitcoin', publishedAt: '2026-11-26T15:00:00.000Z', staffId: 'a1b2c3d4-0000-0000-0000-000000000000', changeNote: 'Exemplo atualizado.' };
const row = { id: 'o-que-e-bitcoin', trackId: 'primeiros-passos', trackTitle: 'Primeiros passos em cripto e segurança', access: 'free' as const, position: 1, title: 'O que é Bitcoin', version: 2, publishedAt: version.publishedAt, versions: [version] };
const LESSONS: StaffLessons = { lessons: [row] };
const FIGURES: EducationFigures = {
  lessons: [{ lessonId: row.id, trackId: row.trackId, title: row.title, started: 12, completed: 9, droppedOff: 3, dropOffPercent: 25 }],
  mostMissed: [{ lessonId: row.id, lessonTitle: row.title, itemId: 'o-que-e-bitcoin-q2', stem: 'Quem controla a emissão de bitcoins?', answered: 10, missed: 7, missedPercent: 70 }],
};
const option = (id: string) => ({ id, text: `Alternativa ${id}`, explanation: `Explicação ${id}` });
const LESSON: StaffLesson = {
  ...row,
  content: {
    title: row.title,
    summary: 'Uma moeda digital sem dono, com regras públicas.',
    minutes: 6,
    skillIds: ['entender-bitcoin'],
    body: '## O que é\nBitcoin é uma rede aberta com um registro público de transações.',
    quiz: [1, 2, 3].map((n) => ({ id: `o-que-e-bitcoin-q${n}`, skillId: 'entender-bitcoin', stem: `Pergunta ${n}?`, options: ['a', 'b', 'c'].map(option), correctOptionId: 'a' })),
    glossary: [{ id: 'blockchain', term: 'Blockchain', definition: 'O registro público de transações do Bitcoin.' }],
  },
  trackSkills: [{ id: 'entender-bitcoin', name: 'Entender o que é Bitcoin' }],
};

const cells = (table: HTMLElement) => within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

describe('Educação', () => {
  it('lists the lessons with their version and the figures per lesson and question; support cannot edit', async () => {
    serveApi('support', { 'GET /api/admin/education/lessons': { success: true, data: LESSONS }, 'GET /api/admin/education/figures': { success: true, data: FIGURES } });
    openAt('/education');
    const lessons = await screen.findByRole('table', { name: 'Lições' });
    expect(cells(lessons)[0]?.slice(0, 4)).toEqual(['Primeiros passos em cripto e segurança', '1. O que é Bitcoin', '2', 'Publicada']);
    expect(within(lessons).queryByRole('link', { name: /Editar/ })).toBeNull();
    expect(cells(await screen.findByRole('table', { name: 'Conclusão e abandono por lição' }))).toEqual([['O que é Bitcoin', '12', '9', '3', '25%']]);
    expect(cells(screen.getByRole('table', { name: 'Questões mais erradas' }))).toEqual([['Quem controla a emissão de bitcoins?', 'O que é Bitcoin', '10', '7', '70%']]);
  });

  it('lets an admin publish an edit and shows the server refusal under each field', async () => {
    const sent: unknown[] = [];
    serveApi('admin', {
      'GET /api/admin/education/lessons': { success: true, data: LESSONS },
      'GET /api/admin/education/figures': { success: true, data: FIGURES },
      'GET /api/admin/education/lessons/o-que-e-bitcoin': { success: true, data: LESSON },
      'POST /api/admin/education/lessons/o-que-e-bitcoin/versions': (_url: URL, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)));
        const errors = { changeNote: 'Descreva a mudança (de 3 a 500 caracteres).', 'content.quiz.1.correctOptionId': 'Marque exatamente uma alternativa correta.' };
        return new Response(JSON.stringify({ success: false, message: 'Dados inválidos.', code: 'VALIDATION_ERROR', errors }), { status: 400, headers: { 'Content-Type': 'application/json' } });
      },
    });
    openAt('/education');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Editar O que é Bitcoin' }));
    const title = await screen.findByLabelText('Título');
    fireEvent.change(title, { target: { value: 'O que é Bitcoin, de verdade' } });
    await user.click(screen.getByRole('button', { name: 'Publicar nova versão' }));
    expect((await screen.findByText(/A versão não foi publicada/)).textContent).toContain('corrija os 2 campos marcados');
    expect(screen.getByText('Descreva a mudança (de 3 a 500 caracteres).')).toBeTruthy();
    expect(screen.getByText('Marque exatamente uma alternativa correta.')).toBeTruthy();
    expect(sent).toEqual([{ content: { ...LESSON.content, title: 'O que é Bitcoin, de verdade' }, changeNote: '' }]);
  });
});
