import type { Projection } from './engine/projection';
import { usersProjection } from './users/projection';
import { leaderboardProjection } from './leaderboard/projection';
import { analyticsProjection } from './analytics/projection';
import { inboxProjection } from './inbox/projection';
import { gamificationProjection } from './gamification/projection';
import { auditProjection } from './audit/projection';
import { marketProjection } from './market/projection';
import { blogProjection, searchText } from './blog/projection';
import { billingInvoicesProjection } from './billing/projection';
import { preferencesProjection, PREFERENCE_DEFAULTS } from './preferences/projection';
import { reportsProjection } from './reports/projection';
import { userSearchProjection, searchableName, type OpenSealed } from './users/search-projection';
import { inboxSearchProjection } from './inbox/search-projection';
import { inboxSatisfactionProjection } from './inbox/satisfaction-projection';

export type { Projection, ProjectionTarget } from './engine/projection';
export { usersProjection, leaderboardProjection, analyticsProjection, inboxProjection, gamificationProjection, auditProjection, marketProjection };
export { userSearchProjection, inboxSearchProjection, searchableName, type OpenSealed };
export { inboxSatisfactionProjection };
export { billingInvoicesProjection };
export { blogProjection, searchText };
export { preferencesProjection, PREFERENCE_DEFAULTS };
export { reportsProjection };
export { timelineProjection, type TimelineRow } from './timeline/projection';
export { explorerProjection } from './explorer/projection';
export { privacyRequestsProjection } from './privacy/projection';
export { assistantConversationsProjection } from './assistant/projection';
export { educationFiguresProjection } from './education/projection';
export { communityModerationProjection, type CommunityNotificationKind } from './community/moderation-projection';
export { communityProjection } from './community/projection';
export { communitySearchProjection } from './community/search-projection';
export { leaguesProjection, LEAGUE_TABLES } from './leagues/projection';

/** Every read model the engine keeps, in the order they are built. */
export const allProjections: readonly Projection[] = [
  usersProjection,
  leaderboardProjection,
  analyticsProjection,
  inboxProjection,
  gamificationProjection,
  auditProjection,
  marketProjection,
  blogProjection,
  billingInvoicesProjection,
  preferencesProjection,
  reportsProjection,
];

export { ProjectionEngine } from './engine/runner';
export { projectionReader, servingCheckpoint, DEAD_LETTER_COLUMNS, type ProjectionReader, type ProjectionReaderOptions, type HeldBuild } from './engine/reader';
export type { ProjectionEngineOptions, RebuildOptions, RebuildResult, RetryResult } from './engine/runner';
export type { Subscriber } from './engine/subscriber';
export type { ProjectionStatus, SubscriberStatus, BuildSummary } from './engine/status';
export type { BuildProgress } from './engine/progress';
export type { Build, BuildStatus, RegistryState } from './engine/builds';
export { BuildHeld } from './engine/builds';
export { numericDeadLetterRow, type DeadLetter, type DeadLetterListRow, type DeadLetterQuery, type DeadLetterRow } from './engine/dead-letters';
export type { EngineLogger } from './engine/logger';
export { engineMigrations } from './engine/migrations';
