// Which passages answer a question (issue 15 item 3; issue 21 item 5: the assistant knows when it
// does not know). Deterministic and local: accent-insensitive Portuguese words, the ways people
// write the same thing folded to one word, cut to a 5-letter stem, a one-letter slip forgiven,
// weighted by rarity (idf), title words counting double. A passage counts as an answer only when it
// covers most of what was asked (`MIN_COVERAGE`) - a passage sharing one word with the question is
// not one - and scores at least `MIN_SCORE`; otherwise the assistant says "não sei" and offers a person.
import type { Passage } from './knowledge';

export const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Ways people write the same thing (and the texts say it), folded to one word in questions and passages alike. */
const SAME_THING: readonly [RegExp, string][] = [
  [/\be-?mails?\b/g, 'email'],
  [/\b(2fa|autenticacao (de|em) (dois|2) (fatores|etapas|passos)|(dois|2) fatores|duas etapas|two[- ]factor)\b/g, '2fa'],
  [/\b(deslog\w*|desconect\w*|logout)\b/g, 'logoff'],
  [/\b(apag\w*|delet\w*|exclu\w*|encerr\w*)\b/g, 'excluir'],
  [/\b(troc\w*|alter\w*|mud\w*|pass\w*|sub\w*) (d[oe]|para|pro|pra) (plano )?(freemium|professional|elite)( (para|pro|pra) (o )?(plano )?(freemium|professional|elite))?\b/g, 'mudar plano'],
  [/\b(troc\w*|alter\w*|mud\w*)\b/g, 'mudar'],
  [/\b(gratis|gratuit\w*|de graca|sem custo)\b/g, 'gratis'],
  [/\b(custa\w*|custo|precos?)\b/g, 'preco'],
  [/\b(ativ\w*)\b/g, 'ativa'],
  [/\b(criptograf\w*|encriptad\w*|cifrad\w*)\b/g, 'cifra seguranca'],
  [/\b(cripto\w*)\b/g, 'cripto'],
  [/\b(reembols\w*|estorn\w*|devol\w*)( (o|a) (dinheiro|valor( pago)?))?\b|\bdinheiro de volta\b/g, 'reemb'],
  [/\b(compartilh\w*|vend\w*|repass\w*)\b/g, 'compartilha'],
  [/\b(assinatura|assin\w*|contrat\w*)\b/g, 'assin'],
  [/\b(precis\w*|pedem|pede|pedir|pedimos|exig\w*)\b/g, 'exige'],
  [/\b(lucro\w*|ganho\w*)\b/g, 'ganho'],
  [/\b(quanto tempo|demor\w*|prazo\w*|em ate)\b/g, 'prazo'],
  [/\b(test\w*)\b/g, 'teste'],
  [/\b(duas vezes|mais de (um|uma)|de novo|outra vez)\b/g, 'repete'],
  [/\b(pag\w*)\b/g, 'pagam'],
  [/\bcartao de credito\b/g, 'cartao'],
  [/\b(impostos?|tributa\w*|tributo\w*)\b/g, 'impos'],
  [/\b(idade minima|maior de idade|menor de idade|pelo menos \d+ anos)\b/g, 'idade'],
  [/\b(abr\w*|carreg\w*)\b/g, 'carre'],
  [/\b(entr\w*|login|logar|acess\w*)\b/g, 'entra'],
  [/\b(cancel\w*)\b/g, 'cance'],
  [/\b(termin\w*|venc\w*|expir\w*|acab\w*)\b/g, 'termina'],
  [/\b(cheg\w*|receb\w*)\b/g, 'receb'],
];

/** Words that say nothing about the subject, as people write them ("vcs", "pq", "faz meia hora"). */
const STOPWORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das no na nos nas em ao aos por para pra pro pros pras com sem e ou que q se eu voce voces vc vcs ele ela meu minha meus minhas seu sua seus suas me mim te lhe ' +
    'isso isto esse essa este esta qual quais quando qdo qnd onde como porque pq por que quem ja nao sim mais muito pode posso consigo tem ter ha sao ser estar esta ta to estou fazer faco faz fiz foi vai vou ' +
    'ola oi bom dia tarde noite obrigado obrigada favor sobre ai aqui la agora ate ainda hora horas meia toda todo todos todas jeito nenhum nenhuma mesmo mesma vez entao algo alguem coisa ne ok tipo so fica ficam ' +
    'quero queria gostaria consegui dar funciona funcionar quanto qnto quiser site tenho'
  ).split(' '),
);

/** Accent-insensitive word stems: "Grátis" and "gratuito" -> "grati"; "cancelamento", "cancelar" -> "cance". */
export function stems(text: string): string[] {
  const folded = SAME_THING.reduce((t, [pattern, word]) => t.replace(pattern, word), plain(text));
  return (folded.match(/[a-z0-9]+/g) ?? []).filter((w) => !STOPWORDS.has(w) && (w.length > 1 || /\d/.test(w))).map((w) => w.slice(0, 5));
}

/** One letter typed wrong, missing, extra or two swapped ("senah", "pagameto"). */
function oneSlip(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

export interface Scored {
  passage: Passage;
  score: number;
  /** The share of the question's weight the passage covers, 0..1. */
  coverage: number;
  /** Whether the passage's title shares a word with the question: what the passage is about was asked. */
  onTopic: boolean;
}

/** Below this the best passage is not an answer: the assistant says it does not know. */
export const MIN_SCORE = 1.5;
/** A passage must cover at least this share of the question's (idf-weighted) words. */
export const MIN_COVERAGE = 0.6;

export const isAnswer = (s: Scored | undefined): s is Scored => s !== undefined && s.onTopic && s.score >= MIN_SCORE && s.coverage >= MIN_COVERAGE;

/** The passages that best match the question, best first (at most `k`, only those with a score); `isAnswer` says which count. */
export function retrieve(question: string, passages: readonly Passage[], k = 4): Scored[] {
  const docs = passages.map((p) => ({ p, title: new Set(stems(p.title)), body: new Set(stems(p.text)) }));
  const vocabulary = [...new Set(docs.flatMap((d) => [...d.title, ...d.body]))].sort();
  // A word the texts never use stands for the nearest one they do, one slip away (stems of 4+ letters).
  const asked = [...new Set(stems(question).map((s) => (s.length < 4 || vocabulary.includes(s) ? s : (vocabulary.find((v) => oneSlip(s, v)) ?? s))))];
  if (asked.length === 0) return [];
  const idf = (stem: string) => Math.log(1 + docs.length / (1 + docs.filter((d) => d.title.has(stem) || d.body.has(stem)).length));
  const weight = new Map(asked.map((s) => [s, idf(s)]));
  const total = [...weight.values()].reduce((a, b) => a + b, 0);
  // "Meu teste", "minhas faturas": about the person, so their account's passages come first.
  const personal = /\b(meu|minha|meus|minhas)\b/.test(plain(question));
  return docs
    .map(({ p, title, body }) => {
      const matched = asked.filter((s) => title.has(s) || body.has(s));
      // A title mostly about something else ("Preciso de cartão de crédito para o teste?" to "posso pagar com cartão?") counts less than one about what was asked.
      const titleWeight = [...title].reduce((sum, s) => sum + (weight.get(s) ?? idf(s)), 0);
      const titleShare = titleWeight ? matched.filter((s) => title.has(s)).reduce((sum, s) => sum + weight.get(s)!, 0) / titleWeight : 0;
      const score = matched.reduce((sum, s) => sum + (title.has(s) ? 2 : 1) * weight.get(s)!, 0) * (1 + titleShare) / 2;
      const coverage = matched.reduce((sum, s) => sum + weight.get(s)!, 0) / total;
      return { passage: p, score: personal && p.key.startsWith('account/') && score > 0 ? score * 1.5 : score, coverage, onTopic: matched.some((s) => title.has(s)) };
    })
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}

/** The passages that answer the question, best first (at most `k`): none means "não sei". */
export const answering = (question: string, passages: readonly Passage[], k = 4): Passage[] =>
  retrieve(question, passages, passages.length)
    .filter(isAnswer)
    .slice(0, k)
    .map((s) => s.passage);
