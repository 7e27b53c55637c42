// The community's HTTP shapes (the contract's API): inputs and the JSON answered.
import { COMMUNITY_BODY_MAX, COMMUNITY_TITLE_MAX, COMMUNITY_TITLE_MIN, communityReactionKind, communityReportReason, communitySubjectKind } from '@piboost/events';
import { z } from 'zod';

const page = z.coerce.number().int('Página inválida.').min(1, 'Página inválida.').max(10_000, 'Página inválida.').default(1);
export const body = z
  .string({ error: 'Escreva a sua mensagem.' })
  .trim()
  .min(1, 'Escreva a sua mensagem.')
  .max(COMMUNITY_BODY_MAX, `A mensagem pode ter até ${COMMUNITY_BODY_MAX.toLocaleString('pt-BR')} caracteres.`);
export const title = z
  .string({ error: 'Dê um título ao tópico.' })
  .trim()
  .min(COMMUNITY_TITLE_MIN, `O título precisa de pelo menos ${COMMUNITY_TITLE_MIN} caracteres.`)
  .max(COMMUNITY_TITLE_MAX, `O título pode ter até ${COMMUNITY_TITLE_MAX} caracteres.`);
const uuid = z.uuid('Identificador inválido.');

export const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'Sala não encontrada.') });
export const threadParams = z.object({ id: uuid });
export const postParams = z.object({ postId: uuid });
export const reactionParams = z.object({ postId: uuid, kind: communityReactionKind });
export const subjectParams = z.object({ kind: communitySubjectKind, id: z.string().regex(/^[A-Za-z0-9-]{1,200}$/, 'Conteúdo não encontrado.') });

export const threadsQuery = z.object({ page, q: z.string().trim().max(100, 'A busca pode ter até 100 caracteres.').optional() });
export const pageQuery = z.object({ page });
export const mentionsQuery = z.object({ q: z.string().trim().max(60).default('') });

export const newThreadBody = z.object({ title, body });
export const replyBody = z.object({ body, quotePostId: uuid.nullable().optional() });
export const reactionBody = z.object({ kind: communityReactionKind });
export const bestAnswerBody = z.object({ postId: uuid });
export const reportBody = z.object({ reason: communityReportReason, note: z.string().trim().max(500, 'A observação pode ter até 500 caracteres.').nullable().optional() });
export const subjectPostBody = z.object({ body });

const ok = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), message: z.string().optional(), data });

const access = z.enum(['members', 'vip']);
const author = z.object({ id: z.string().nullable(), name: z.string(), staff: z.boolean(), removed: z.boolean() });
const subject = z.object({ kind: communitySubjectKind, id: z.string(), title: z.string() }).nullable();
const held = z.enum(['link_new_account', 'spam']).nullable();

export const room = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  access,
  canEnter: z.boolean(),
  threadCount: z.number(),
  postCount: z.number(),
  lastPostAt: z.string().nullable(),
});
export const roomsResponse = ok(z.object({ rooms: z.array(room), disclaimer: z.string() }));

export const threadSummary = z.object({
  id: z.string(),
  title: z.string(),
  author,
  replyCount: z.number(),
  reactionCount: z.number(),
  lastPostAt: z.string(),
  createdAt: z.string(),
  subject,
  hasBestAnswer: z.boolean(),
  held,
  hidden: z.boolean(),
});
export const threadsResponse = ok(z.object({ room, threads: z.array(threadSummary), page: z.number(), pageSize: z.number(), total: z.number(), disclaimer: z.string().nullable() }));

export const written = ok(z.object({ threadId: z.string(), postId: z.string(), held, message: z.string() }));

const post = z.object({
  id: z.string(),
  author,
  body: z.string().nullable(),
  createdAt: z.string(),
  quote: z.object({ postId: z.string(), author, excerpt: z.string().nullable() }).nullable(),
  reactions: z.object({ like: z.number(), insight: z.number(), thanks: z.number() }),
  myReactions: z.array(z.string()),
  best: z.boolean(),
  held: z.boolean(),
  hidden: z.object({ reason: z.string().nullable() }).nullable(),
  mine: z.boolean(),
});
export const threadResponse = ok(
  z.object({
    thread: z.object({
      id: z.string(),
      room: z.object({ slug: z.string(), title: z.string(), access }),
      title: z.string(),
      subject,
      author,
      bestAnswerPostId: z.string().nullable(),
      createdAt: z.string(),
      held,
      mine: z.boolean(),
      canModerate: z.boolean(),
    }),
    posts: z.array(post),
    page: z.number(),
    pageSize: z.number(),
    total: z.number(),
    disclaimer: z.string().nullable(),
  }),
);

export const subjectResponse = ok(z.object({ threadId: z.string().nullable(), title: z.string(), canRead: z.boolean(), id: z.string() }));
export const mentionsResponse = ok(z.object({ people: z.array(z.object({ id: z.string(), name: z.string() })) }));
export const meResponse = ok(
  z.object({ muted: z.object({ until: z.string(), reason: z.string() }).nullable(), banned: z.object({ reason: z.string() }).nullable(), unread: z.number(), staff: z.boolean() }),
);
