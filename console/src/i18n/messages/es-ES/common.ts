import type pt from '../pt-BR/common';

export default {
  'common.language': 'Idioma',
} satisfies Record<keyof typeof pt, string>;
