import { describe, expect, it } from 'vitest';
import {
  AccountDisabled,
  ArticleGenerationRequested,
  CommunityMemberBanned,
  CommunityMemberMuted,
  CommunityPostHidden,
  CommunityPostReleased,
  CommunityPostRestored,
  CommunityRoomOpened,
  CommunityRoomUpdated,
  DataExported,
  DataSubjectRequestOpened,
  DeadLetterRetried,
  FailedJobRetried,
  InboxItemReplied,
  InboxItemStatusChanged,
  ObsoleteDeadLettersDismissed,
  RoleChanged,
  SignedIn,
  TrialGrantedByStaff,
  newEvent,
} from '@piboost/events';
import { at, projectionTestDb } from '../../../tests/support/projection-db';
import { asRecorded } from '../../../tests/bench/synthetic';
import { auditProjection } from './projection';

const ana = '0b6a3f4e-2c1d-4e5f-8a9b-0c1d2e3f4a5b';
const staff = '3e9d6071-5f40-4182-9dce-3f4a5b6c7d8e';
const item = '4fae7182-6051-4293-8edf-4a5b6c7d8e9f';

const visitor = '5a0b8293-7162-43a4-9f00-5b6c7d8e9fa0';
const request = '6b1c93a4-8273-44b5-8011-6c7d8e9fa0b1';

const { db, project } = projectionTestDb(auditProjection);

describe('audit_log projection', () => {
  it('keeps one row per staff action, without the platform own changes or sealed text; replays to the same rows', async () => {
    const events = asRecorded([
      at('2026-03-01T10:00:00Z', newEvent(RoleChanged, { userId: ana, from: 'user', to: 'admin', staffId: null })),
      at('2026-03-01T10:01:00Z', newEvent(SignedIn, { userId: ana, sessionId: item, method: 'password', rememberMe: false })),
      at('2026-03-02T10:00:00Z', newEvent(RoleChanged, { userId: ana, from: 'admin', to: 'support', staffId: staff })),
      at('2026-03-02T11:00:00Z', newEvent(TrialGrantedByStaff, { userId: ana, staffId: staff, plan: 'elite', endsAt: '2026-04-01T11:00:00.000Z', reason: 'cortesia' })),
      at('2026-03-02T12:00:00Z', newEvent(AccountDisabled, { userId: ana, staffId: staff, reason: 'fraude' })),
      at('2026-03-03T09:00:00Z', newEvent(InboxItemStatusChanged, { itemId: item, from: 'new', to: 'in_progress', staffId: staff })),
      at('2026-03-03T09:05:00Z', newEvent(InboxItemReplied, { itemId: item, subjectId: ana, staffId: staff, message: 'pii:v1:x:y' })),
      at('2026-03-03T10:00:00Z', newEvent(DeadLetterRetried, { projection: 'users', deadLetterId: '7', eventId: item, staffId: staff })),
    ]);
    const rowsOf = async (table: (l: string) => string) =>
      (await db()(table('audit_log')).orderBy('at')).map((r) => ({ action: r.action, actor: r.actor_id, target: `${r.target_type}:${r.target_id}`, details: r.details }));
    const rows = await rowsOf(await project(events));
    expect(rows).toEqual([
      { action: 'RoleChanged', actor: staff, target: `user:${ana}`, details: { from: 'admin', to: 'support' } },
      { action: 'TrialGrantedByStaff', actor: staff, target: `user:${ana}`, details: { plan: 'elite', endsAt: '2026-04-01T11:00:00.000Z', reason: 'cortesia' } },
      { action: 'AccountDisabled', actor: staff, target: `user:${ana}`, details: { reason: 'fraude' } },
      { action: 'InboxItemStatusChanged', actor: staff, target: `inbox:${item}`, details: { from: 'new', to: 'in_progress' } },
      { action: 'InboxItemReplied', actor: staff, target: `inbox:${item}`, details: {} },
      { action: 'DeadLetterRetried', actor: staff, target: 'projection:users', details: { deadLetterId: '7', eventId: item } },
    ]);
    // Folding the same events one at a time, and twice, changes nothing.
    const again = await project([...events, ...events], 1);
    expect(await rowsOf(again)).toEqual(rows);
  });

  it('records the operations and content actions staff take in bulk, the revenue CSV, and a visitor request without its e-mail', async () => {
    const events = asRecorded([
      at('2026-03-04T10:00:00Z', newEvent(FailedJobRetried, { queue: 'inbox-mail', jobId: 'ack-1', staffId: staff })),
      at('2026-03-04T10:01:00Z', newEvent(ObsoleteDeadLettersDismissed, { projection: 'user_search', count: 12, staffId: staff })),
      at('2026-03-04T10:02:00Z', newEvent(DataExported, { staffId: staff, export: 'revenue', filter: {} })),
      at('2026-03-04T10:03:00Z', newEvent(ArticleGenerationRequested, { staffId: staff, jobId: 'articles-staff-1' })),
      at(
        '2026-03-04T10:04:00Z',
        newEvent(DataSubjectRequestOpened, {
          requestId: request,
          userId: null,
          subjectId: visitor,
          email: 'pii:v1:sealed',
          emailHash: 'aGFzaC1vZi10aGUtZW1haWw',
          kind: 'deletion',
          channel: 'email',
          receivedAt: '2026-03-03T12:00:00.000Z',
          staffId: staff,
        }),
      ),
    ]);
    const rows = (await db()((await project(events))('audit_log')).orderBy('at')).map((r) => ({ action: r.action, target: `${r.target_type}:${r.target_id}`, details: r.details }));
    expect(rows).toEqual([
      { action: 'FailedJobRetried', target: 'queue:inbox-mail', details: { jobId: 'ack-1' } },
      { action: 'ObsoleteDeadLettersDismissed', target: 'projection:user_search', details: { count: 12 } },
      { action: 'DataExported', target: 'export:revenue', details: { filter: {} } },
      { action: 'ArticleGenerationRequested', target: 'blog:articles-staff-1', details: {} },
      { action: 'DataSubjectRequestOpened', target: `visitor:${visitor}`, details: { requestId: request, kind: 'deletion', channel: 'email', receivedAt: '2026-03-03T12:00:00.000Z' } },
    ]);
  });
});

describe('audit_log projection: community moderation (issue 24)', () => {
  it('records hides, restores, releases, mutes, bans and rooms by staff; the rooms opened at start are no staff action', async () => {
    const post = '7c2da4b5-9384-45c6-9122-7d8e9fa0b1c2';
    const thread = '8d3eb5c6-a495-46d7-a233-8e9fa0b1c2d3';
    const room = '9e4fc6d7-b5a6-47e8-b344-9fa0b1c2d3e4';
    const events = asRecorded([
      at('2026-03-05T10:00:00Z', newEvent(CommunityRoomOpened, { roomId: room, slug: 'geral', title: 'Sala geral', description: '', access: 'members', position: 0 })),
      at('2026-03-05T10:01:00Z', newEvent(CommunityPostHidden, { threadId: thread, postId: post, authorId: ana, staffId: staff, reason: 'Spam de corretora' })),
      at('2026-03-05T10:02:00Z', newEvent(CommunityPostRestored, { threadId: thread, postId: post, authorId: ana, staffId: staff, reason: 'Revisto' })),
      at('2026-03-05T10:03:00Z', newEvent(CommunityPostReleased, { threadId: thread, postId: post, authorId: ana, staffId: staff })),
      at('2026-03-05T10:04:00Z', newEvent(CommunityMemberMuted, { userId: ana, until: '2026-03-05T11:04:00.000Z', reason: 'Insultos', staffId: staff })),
      at('2026-03-05T10:05:00Z', newEvent(CommunityMemberBanned, { userId: ana, reason: 'Reincidência', staffId: staff })),
      at('2026-03-05T10:06:00Z', newEvent(CommunityRoomUpdated, { roomId: room, title: 'Sala de todos', description: 'Para todos', staffId: staff })),
    ]);
    const table = await project(events);
    const rows = (await db()(table('audit_log')).orderBy('at')).map((r) => ({ action: r.action, target: `${r.target_type}:${r.target_id}`, details: r.details }));
    expect(rows).toEqual([
      { action: 'CommunityPostHidden', target: `community_post:${post}`, details: { threadId: thread, authorId: ana, reason: 'Spam de corretora' } },
      { action: 'CommunityPostRestored', target: `community_post:${post}`, details: { threadId: thread, authorId: ana, reason: 'Revisto' } },
      { action: 'CommunityPostReleased', target: `community_post:${post}`, details: { threadId: thread, authorId: ana } },
      { action: 'CommunityMemberMuted', target: `user:${ana}`, details: { until: '2026-03-05T11:04:00.000Z', reason: 'Insultos' } },
      { action: 'CommunityMemberBanned', target: `user:${ana}`, details: { reason: 'Reincidência' } },
      { action: 'CommunityRoomUpdated', target: `community_room:${room}`, details: { title: 'Sala de todos', description: 'Para todos' } },
    ]);
  });
});
