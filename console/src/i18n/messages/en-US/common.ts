import type pt from '../pt-BR/common';

export default {
  'common.language': 'Language',
} satisfies Record<keyof typeof pt, string>;
