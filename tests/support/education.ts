// A small fixture of education tracks for the tests (the real tracks are written apart): a free track
// of two lessons and a premium track of one, in the shape of content/types.ts.
// Its glossary ids are prefixed (termo-): the repository's tracks hold the plain ones, and ids are unique across tracks.
import type { LessonContent, TrackContent } from '../../backend/src/modules/education/content';

const options = (right: string) =>
  ['a', 'b', 'c'].map((id) => ({ id, text: `Alternativa ${id}`, explanation: id === right ? `A alternativa ${id} está certa.` : `A alternativa ${id} está errada.` }));

function lesson(id: string, title: string, skills: string[], items: number, glossary: string[]): LessonContent {
  return {
    id,
    title,
    summary: `Resumo da lição ${title}.`,
    minutes: 5,
    skillIds: skills,
    body: `## ${title}\n\nUm texto de lição com mais de cinquenta caracteres para a validação do conteúdo.`,
    quiz: Array.from({ length: items }, (_, i) => ({
      id: `${id}-q${i + 1}`,
      skillId: skills[i % skills.length]!,
      stem: `Pergunta ${i + 1} da lição ${title}?`,
      options: options('a'),
      correctOptionId: 'a',
    })),
    glossary: glossary.map((g) => ({ id: g, term: `Termo ${g}`, definition: `A definição do termo ${g}.` })),
  };
}

export const FREE_TRACK: TrackContent = {
  id: 'trilha-livre',
  title: 'Trilha livre de teste',
  summary: 'Uma trilha gratuita para os testes.',
  access: 'free',
  skills: [
    { id: 'entender-bitcoin', name: 'Entender o Bitcoin' },
    { id: 'guardar-seed', name: 'Guardar a frase de recuperação' },
  ],
  lessons: [lesson('licao-um', 'Lição um', ['entender-bitcoin'], 3, ['termo-blockchain', 'termo-satoshi']), lesson('licao-dois', 'Lição dois', ['guardar-seed', 'entender-bitcoin'], 4, ['termo-seed'])],
};

export const PREMIUM_TRACK: TrackContent = {
  id: 'trilha-premium',
  title: 'Trilha premium de teste',
  summary: 'Uma trilha Premium para os testes.',
  access: 'premium',
  skills: [{ id: 'ler-graficos', name: 'Ler gráficos' }],
  lessons: [lesson('licao-premium', 'Lição premium', ['ler-graficos'], 3, ['termo-candle'])],
};

export const FIXTURE_TRACKS: readonly TrackContent[] = [FREE_TRACK, PREMIUM_TRACK];

/** Every question of a lesson answered: right ones by index given, the rest wrong ('b'). */
export function answers(l: LessonContent, right: (index: number) => boolean) {
  return l.quiz.map((q, i) => ({ itemId: q.id, optionId: right(i) ? q.correctOptionId : 'b' }));
}
