// The community's rules as specifications: given a thread's (or a member's) events, when a command
// comes, then these events - or this refusal. And the automatic holds and limits (policy.ts).
import { describe, expect, it } from 'vitest';
import {
  CommunityBestAnswerMarked,
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityMemberUnmuted,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostReported,
  CommunityReactionAdded,
  CommunityReplyPosted,
  CommunityThreadStarted,
  newEvent,
  type NewEvent,
} from '@piboost/events';
import { decider } from '../../../../tests/support/given';
import {
  CommunityRefused,
  addReaction,
  assertMayParticipate,
  clearBestAnswer,
  foldMember,
  foldThread,
  markBestAnswer,
  postReply,
  removeReaction,
  reportPost,
  startThread,
} from './decide';
import { PostingTooFast, assertRate, holdFor, linksIn, mentionsIn } from './policy';

const threadId = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const roomId = '3f1c2a4e-8b7d-4c6e-9a01-c0a1d2e3f401';
const ana = '1c7b4e5f-3d2e-4f60-9bac-1d2e3f4a5b6c';
const bia = '2d8c5f60-4e3f-4071-8cbd-2e3f4a5b6c7d';
const caio = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const staffId = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';
const first = '5abf8293-7162-43a4-9fe0-5b6c7d8e9fa0';
const second = '6bc093a4-8273-44b5-a0f1-6c7d8e9fa0b1';
const third = '7cd1a4b5-9384-45c6-b102-7d8e9fa0b1c2';

const started = newEvent(CommunityThreadStarted, { threadId, postId: first, roomId, authorId: ana, subjectId: ana, title: 'Bitcoin', body: 'pii:b', subject: null, held: null });
const replied = (postId: string, authorId: string, held: 'spam' | null = null) =>
  newEvent(CommunityReplyPosted, { threadId, postId, authorId, subjectId: authorId, body: 'pii:r', quote: null, quoteExcerpt: null, mentions: [], held });
const fold = (h: readonly NewEvent[]) => foldThread(h);

describe('a thread', () => {
  const start = decider(fold, startThread);
  it('starts once', () => {
    start.given().when({ threadId, postId: first, roomId, authorId: ana, title: 'Bitcoin', body: 'Oi', subject: null, held: null }).then({ type: 'CommunityThreadStarted', data: { subjectId: ana, held: null } });
    start.given(started).when({ threadId, postId: second, roomId, authorId: bia, title: 'Outro', body: 'Oi', subject: null, held: null }).thenNothing();
  });

  const reply = decider(fold, postReply);
  const base = { postId: second, authorId: bia, body: 'Concordo', quote: null, mentions: [], held: null, staff: false };
  it('takes a reply, with a quote of a visible post and mentions without the author', () => {
    reply.given(started).when({ ...base, quote: { postId: first, excerpt: 'Oi' }, mentions: [ana, bia, ana] }).then({ type: 'CommunityReplyPosted', data: { quote: { postId: first, authorId: ana }, quoteExcerpt: 'Oi', mentions: [ana] } });
    reply.given().when(base).thenThrows(CommunityRefused, { code: 'THREAD_NOT_FOUND' });
  });
  it("refuses to quote someone else's held post, or a hidden one", () => {
    reply.given(started, replied(third, caio, 'spam')).when({ ...base, quote: { postId: third, excerpt: 'x' } }).thenThrows(CommunityRefused, { code: 'POST_NOT_FOUND' });
    reply.given(started, newEvent(CommunityPostHidden, { threadId, postId: first, authorId: ana, staffId, reason: 'Ofensa' })).when({ ...base, quote: { postId: first, excerpt: 'x' } }).thenThrows(CommunityRefused, { code: 'QUOTE_HIDDEN' });
  });
});

describe('reactions', () => {
  const react = decider(fold, addReaction);
  const unreact = decider(fold, removeReaction);
  const liked = newEvent(CommunityReactionAdded, { threadId, postId: first, userId: bia, authorId: ana, kind: 'like' });
  it('one per kind per person, never on one own post', () => {
    react.given(started).when({ postId: first, userId: bia, kind: 'like', staff: false }).then({ type: 'CommunityReactionAdded', data: { authorId: ana, userId: bia } });
    react.given(started, liked).when({ postId: first, userId: bia, kind: 'like', staff: false }).thenNothing();
    react.given(started, liked).when({ postId: first, userId: bia, kind: 'thanks', staff: false }).then('CommunityReactionAdded');
    react.given(started).when({ postId: first, userId: ana, kind: 'like', staff: false }).thenThrows(CommunityRefused, { code: 'OWN_POST' });
  });
  it('not on a held post', () => {
    react.given(started, replied(second, caio, 'spam')).when({ postId: second, userId: bia, kind: 'like', staff: false }).thenThrows(CommunityRefused, { code: 'POST_NOT_FOUND' });
    react.given(started, replied(second, caio, 'spam')).when({ postId: second, userId: staffId, kind: 'like', staff: true }).thenThrows(CommunityRefused, { code: 'POST_NOT_PUBLISHED' });
  });
  it('removes only what was added', () => {
    unreact.given(started, liked).when({ postId: first, userId: bia, kind: 'like', staff: false }).then('CommunityReactionRemoved');
    unreact.given(started).when({ postId: first, userId: bia, kind: 'like', staff: false }).thenNothing();
  });
});

describe('the best answer', () => {
  const mark = decider(fold, markBestAnswer);
  const clear = decider(fold, clearBestAnswer);
  it("is the thread author's (or staff's) choice of a published reply not their own; another replaces it", () => {
    mark.given(started, replied(second, bia)).when({ postId: second, byId: ana, staff: false }).then({ type: 'CommunityBestAnswerMarked', data: { authorId: bia, byId: ana } });
    mark.given(started, replied(second, bia)).when({ postId: second, byId: caio, staff: false }).thenThrows(CommunityRefused, { code: 'NOT_THREAD_AUTHOR' });
    mark.given(started, replied(second, bia)).when({ postId: second, byId: staffId, staff: true }).then('CommunityBestAnswerMarked');
    mark.given(started, replied(second, ana)).when({ postId: second, byId: ana, staff: false }).thenThrows(CommunityRefused, { code: 'OWN_REPLY' });
    mark.given(started).when({ postId: first, byId: ana, staff: false }).thenThrows(CommunityRefused, { code: 'NOT_A_REPLY' });
    mark.given(started, replied(second, bia, 'spam')).when({ postId: second, byId: ana, staff: false }).thenThrows(CommunityRefused, { code: 'POST_NOT_FOUND' });
    const best = newEvent(CommunityBestAnswerMarked, { threadId, postId: second, authorId: bia, byId: ana });
    mark.given(started, replied(second, bia), replied(third, caio), best).when({ postId: third, byId: ana, staff: false }).then({ type: 'CommunityBestAnswerCleared', data: { postId: second } }, { type: 'CommunityBestAnswerMarked', data: { postId: third } });
    mark.given(started, replied(second, bia), best).when({ postId: second, byId: ana, staff: false }).thenNothing();
    clear.given(started, replied(second, bia), best).when({ byId: ana, staff: false }).then('CommunityBestAnswerCleared');
    clear.given(started).when({ byId: ana, staff: false }).thenNothing();
  });
  it('a released held reply may be chosen', () => {
    mark.given(started, replied(second, bia, 'spam'), newEvent(CommunityPostReleased, { threadId, postId: second, authorId: bia, staffId })).when({ postId: second, byId: ana, staff: false }).then('CommunityBestAnswerMarked');
  });
});

describe('reports', () => {
  const report = decider(fold, reportPost);
  it('once per person per post, not of one own post', () => {
    report.given(started).when({ postId: first, reporterId: bia, reason: 'spam', note: 'Propaganda' }).then({ type: 'CommunityPostReported', data: { subjectId: bia, note: 'Propaganda' } });
    report.given(started, newEvent(CommunityPostReported, { threadId, postId: first, reporterId: bia, subjectId: bia, reason: 'spam', note: null })).when({ postId: first, reporterId: bia, reason: 'abuse', note: null }).thenNothing();
    report.given(started).when({ postId: first, reporterId: ana, reason: 'spam', note: null }).thenThrows(CommunityRefused, { code: 'OWN_POST' });
  });
});

describe('a member', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const muted = newEvent(CommunityMemberMuted, { userId: bia, until: '2026-11-27T13:00:00Z', reason: 'Ofensas', staffId });
  const refusal = (events: NewEvent[], action: 'post' | 'react' | 'report', at = now) => {
    try {
      assertMayParticipate(foldMember(events), at, action);
      return null;
    } catch (err) {
      return (err as CommunityRefused).code;
    }
  };
  it('muted: no posts or reactions until the time; reports allowed', () => {
    expect(refusal([muted], 'post')).toBe('COMMUNITY_MUTED');
    expect(refusal([muted], 'react')).toBe('COMMUNITY_MUTED');
    expect(refusal([muted], 'report')).toBeNull();
    expect(refusal([muted], 'post', new Date('2026-11-27T13:00:01Z'))).toBeNull();
    expect(refusal([muted, newEvent(CommunityMemberUnmuted, { userId: bia, staffId })], 'post')).toBeNull();
  });
  it('banned: no posts, reactions or reports', () => {
    const banned = newEvent(CommunityMemberBanned, { userId: bia, reason: 'Spam', staffId });
    for (const action of ['post', 'react', 'report'] as const) expect(refusal([banned], action)).toBe('COMMUNITY_BANNED');
  });
});

describe('holds and limits', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const old = new Date('2026-11-01T12:00:00Z');
  const young = new Date('2026-11-25T12:00:00Z');
  const none = { at: [], sameBody: 0 };
  it('holds a link from an account younger than 7 days, more than 5 links and the third same body', () => {
    expect(holdFor({ body: 'veja https://a.com', accountCreatedAt: young, recent: none, staff: false, now })).toBe('link_new_account');
    expect(holdFor({ body: 'veja [isto](https://a.com)', accountCreatedAt: old, recent: none, staff: false, now })).toBeNull();
    expect(holdFor({ body: 'sem links', accountCreatedAt: young, recent: none, staff: false, now })).toBeNull();
    const six = Array.from({ length: 6 }, (_, i) => `https://a.com/${i}`).join(' ');
    expect(holdFor({ body: six, accountCreatedAt: old, recent: none, staff: false, now })).toBe('spam');
    expect(holdFor({ body: 'oi', accountCreatedAt: old, recent: { at: [], sameBody: 2 }, staff: false, now })).toBe('spam');
    expect(holdFor({ body: 'oi', accountCreatedAt: old, recent: { at: [], sameBody: 1 }, staff: false, now })).toBeNull();
    expect(holdFor({ body: six, accountCreatedAt: young, recent: none, staff: true, now })).toBeNull();
  });
  it('refuses the 6th post in a minute and the 41st in an hour', () => {
    const ago = (s: number) => new Date(now.getTime() - s * 1000);
    expect(() => assertRate({ at: [1, 2, 3, 4].map(ago), sameBody: 0 }, now)).not.toThrow();
    expect(() => assertRate({ at: [1, 2, 3, 4, 50].map(ago), sameBody: 0 }, now)).toThrow(PostingTooFast);
    expect(() => assertRate({ at: [1, 2, 3, 4, 61].map(ago), sameBody: 0 }, now)).not.toThrow();
    const hour = Array.from({ length: 40 }, (_, i) => ago(120 + i * 60));
    expect(() => assertRate({ at: hour, sameBody: 0 }, now)).toThrow(PostingTooFast);
    expect(() => assertRate({ at: hour.slice(1), sameBody: 0 }, now)).not.toThrow();
  });
  it('finds links and mention tokens', () => {
    expect(linksIn('a https://x.com/a?b=1 e [t](http://y.com) e ftp://z')).toEqual(['https://x.com/a?b=1', 'http://y.com']);
    expect(mentionsIn(`oi @[Ana Souza](${ana}) e @[Ana](${ana}) e @[Bia](nao-e-id)`)).toEqual([ana]);
  });
});
