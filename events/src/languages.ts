// The console's languages (product-spec §3, issue 26), alone in a module: i18n.ts takes them from
// here, so the console's first load (which carries i18n) does not carry zod with fields.ts.
export const languages = ['pt-BR', 'en-US', 'es-ES'] as const;
