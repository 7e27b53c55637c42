// Words the whole console shares (issue 26). pt-BR is the source: the spec's text, byte-exact.
export default {
  'common.language': 'Idioma',
} as const;
