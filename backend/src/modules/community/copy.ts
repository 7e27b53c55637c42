// The person's community data for the copy of one's data (LGPD art. 18; issue 24 item 4): the topics
// they started and the replies they wrote (with the excerpt they quoted - their copy of it), their
// reactions and their reports (with their note), each opened with THEIR key. Others' texts are not
// theirs: a topic someone else started is named by its address, not its title. After erasure the key
// is gone and nothing opens: the copy has nothing of theirs left, while what others quoted of them
// stays in the quoters' posts (sealed with the quoter's key: the quoter's data).
import type { Runtime } from '../../platform/runtime';
import { openText } from './queries';

const open = openText;

export interface CommunityData {
  topicos: { em: string; sala: string | null; endereco: string; titulo: string; texto: string; situacao: string }[];
  respostas: { em: string; endereco: string; topico: string | null; texto: string; citacao: string | null; situacao: string }[];
  reacoes: { em: string; tipo: string; endereco: string }[];
  denuncias: { em: string; motivo: string; observacao: string | null; endereco: string }[];
}

const REACTIONS: Record<string, string> = { like: 'Curtir', insight: 'Esclarecedor', thanks: 'Obrigado' };
const REPORT_REASONS: Record<string, string> = { spam: 'Spam', abuse: 'Ofensa ou assédio', advice: 'Recomendação de investimento', other: 'Outro motivo' };
const HOLDS: Record<string, string> = { link_new_account: 'Aguardando moderação (link de conta nova)', spam: 'Aguardando moderação (possível spam)' };

const situation = (p: { held: string | null; hidden_reason: string | null }) =>
  p.hidden_reason !== null ? `Ocultada pela moderação: ${p.hidden_reason}` : p.held !== null ? (HOLDS[p.held] ?? 'Aguardando moderação') : 'Publicada';

const threadPath = (threadId: string) => `/community/t/${threadId}`;

interface PostRow {
  post_id: string;
  thread_id: string;
  first: boolean;
  body: string;
  quote_excerpt: string | null;
  posted_at: Date;
  held: string | null;
  hidden_reason: string | null;
  title: string;
  thread_author: string;
  room: string | null;
}

/** What the person wrote and did in the community, opened with their key (empty once erased). */
export async function communityDataOf(runtime: Runtime, userId: string): Promise<CommunityData> {
  const [posts, reactions, reports] = await Promise.all([
    runtime
      .db('community_mod_posts as p')
      .join('community_mod_threads as t', 't.thread_id', 'p.thread_id')
      .leftJoin('community_mod_rooms as r', 'r.room_id', 't.room_id')
      .where('p.author_id', userId)
      .orderBy('p.posted_at')
      .select<PostRow[]>('p.post_id', 'p.thread_id', 'p.first', 'p.body', 'p.quote_excerpt', 'p.posted_at', 'p.held', 'p.hidden_reason', 't.title', 't.author_id as thread_author', 'r.title as room'),
    runtime.db('community_mod_reactions').where({ user_id: userId }).orderBy('at').select<{ kind: string; thread_id: string; at: Date }[]>('kind', 'thread_id', 'at'),
    runtime
      .db('community_mod_reports as r')
      .join('community_mod_posts as p', 'p.post_id', 'r.post_id')
      .where('r.reporter_id', userId)
      .orderBy('r.at')
      .select<{ reason: string; note: string | null; at: Date; thread_id: string }[]>('r.reason', 'r.note', 'r.at', 'p.thread_id'),
  ]);
  const data: CommunityData = { topicos: [], respostas: [], reacoes: [], denuncias: [] };
  for (const p of posts) {
    const texto = await open(runtime, p.body);
    // Not openable: the person's key is gone (erased) - nothing of theirs to give.
    if (texto === null) continue;
    if (p.first) {
      data.topicos.push({ em: p.posted_at.toISOString(), sala: p.room, endereco: threadPath(p.thread_id), titulo: (await open(runtime, p.title)) ?? '', texto, situacao: situation(p) });
    } else {
      const own = p.thread_author === userId;
      data.respostas.push({
        em: p.posted_at.toISOString(),
        endereco: threadPath(p.thread_id),
        topico: own ? await open(runtime, p.title) : null,
        texto,
        citacao: await open(runtime, p.quote_excerpt),
        situacao: situation(p),
      });
    }
  }
  data.reacoes = reactions.map((r) => ({ em: r.at.toISOString(), tipo: REACTIONS[r.kind] ?? r.kind, endereco: threadPath(r.thread_id) }));
  for (const r of reports) {
    data.denuncias.push({ em: r.at.toISOString(), motivo: REPORT_REASONS[r.reason] ?? r.reason, observacao: await open(runtime, r.note), endereco: threadPath(r.thread_id) });
  }
  return data;
}
