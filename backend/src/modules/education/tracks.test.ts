// Every track written in the repository publishes as version 1: each lesson fits the event's schema
// and keeps the content rules staff versions are held to. The rules refuse what they should.
import { describe, expect, it } from 'vitest';
import { lessonBody } from '@piboost/events';
import { FIXTURE_TRACKS, FREE_TRACK } from '../../../../tests/support/education';
import { TRACKS } from './content';
import { bodyOf, contentErrors } from './tracks';

describe('the tracks of the repository', () => {
  it('publish: every lesson fits LessonPublished and the content rules, every id unique', () => {
    const all = [...TRACKS, ...FIXTURE_TRACKS];
    for (const track of all) {
      for (const lesson of track.lessons) {
        expect(lessonBody.safeParse(bodyOf(lesson)).error?.issues ?? [], lesson.id).toEqual([]);
        expect(contentErrors(track, lesson.id, bodyOf(lesson)), lesson.id).toEqual({});
      }
    }
    for (const ids of [TRACKS, FIXTURE_TRACKS].map((tracks) => tracks.flatMap((t) => t.lessons.flatMap((l) => [`lesson:${l.id}`, ...l.quiz.map((q) => `item:${q.id}`), ...l.glossary.map((g) => `card:${g.id}`)])))) {
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    }
  });
});

describe('the content rules of a version', () => {
  const lesson = FREE_TRACK.lessons[1]!;
  const body = bodyOf(lesson);
  const item = body.quiz[0]!;
  const withItem = (changes: Partial<typeof item>) => ({ ...body, quiz: [{ ...item, ...changes }, ...body.quiz.slice(1)] });

  it('refuses a skill of another track, options out of order, no right option, a question of another lesson, a repeated card', () => {
    expect(contentErrors(FREE_TRACK, lesson.id, { ...body, skillIds: ['ler-graficos'] })).toMatchObject({ 'skillIds.0': 'A habilidade "ler-graficos" não é da trilha "Trilha livre de teste".' });
    expect(contentErrors(FREE_TRACK, lesson.id, withItem({ options: [...item.options].reverse() }))).toEqual({ 'quiz.0.options': 'As alternativas devem ser a, b, c e d, nessa ordem.' });
    expect(contentErrors(FREE_TRACK, lesson.id, withItem({ correctOptionId: 'd' }))).toEqual({ 'quiz.0.correctOptionId': 'Marque exatamente uma alternativa correta.' });
    expect(contentErrors(FREE_TRACK, lesson.id, withItem({ id: 'licao-um-q9' }))).toEqual({ 'quiz.0.id': 'O identificador da questão deve começar com "licao-dois-q".' });
    expect(contentErrors(FREE_TRACK, lesson.id, withItem({ id: body.quiz[1]!.id }))).toEqual({ 'quiz.1.id': 'Duas questões com o mesmo identificador.' });
    expect(contentErrors(FREE_TRACK, lesson.id, { ...body, glossary: [...body.glossary, ...body.glossary] })).toEqual({ 'glossary.1.id': 'Já existe um cartão do glossário com este identificador.' });
  });
});
