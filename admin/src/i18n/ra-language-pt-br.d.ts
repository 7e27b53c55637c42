// ra-language-pt-br was last published for react-admin 3 and ships no build, only src/index.ts:
// vite.config.ts points the import there, and this declaration keeps TypeScript from checking that
// source against react-admin 5's message keys (pt-br.ts adds the missing ones).
declare module 'ra-language-pt-br' {
  type Messages = { [key: string]: string | Messages };
  const messages: Messages;
  export default messages;
}
