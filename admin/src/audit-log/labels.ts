// What each back-office action is called in the audit log (projections/src/audit): the shared
// event labels, so the list, its filter and the CSV export read alike.
import { AUDIT_DETAIL_LABELS, EVENT_LABELS } from '@piboost/events/labels';

const ACTIONS = [
  'RoleChanged',
  'TrialGrantedByStaff',
  'TrialEndedByStaff',
  'PremiumGrantedByStaff',
  'PremiumEndedByStaff',
  'AccountDisabled',
  'AccountEnabled',
  'SessionsEndedByStaff',
  'InboxItemStatusChanged',
  'InboxItemAssigned',
  'InboxItemPriorityChanged',
  'InboxItemReplied',
  'InboxItemNoteAdded',
  'ResumeDownloaded',
  'InboxAttachmentDownloaded',
  'DataExported',
  'ProjectionRebuildRequested',
  'DeadLetterRetried',
  'ObsoleteDeadLettersDismissed',
  'FailedJobRetried',
  'RefundRequested',
  'InvoiceMarkedPaidInSandbox',
  'ArticleGenerationRequested',
  'ArticleEdited',
  'ArticlePublished',
  'ArticleUnpublished',
  'ArticleFeatureChanged',
  'BlogSettingsChanged',
  'DataSubjectRequestOpened',
  'DataExportRequested',
  'ErasureRequested',
  'DataSubjectRequestAnswered',
  'CommunityPostHidden',
  'CommunityPostRestored',
  'CommunityPostReleased',
  'CommunityMemberMuted',
  'CommunityMemberUnmuted',
  'CommunityMemberBanned',
  'CommunityMemberUnbanned',
  'CommunityRoomOpened',
  'CommunityRoomUpdated',
];

export const ACTION_CHOICES = ACTIONS.map((id) => ({ id, name: EVENT_LABELS[id] ?? id }));

export const DETAIL_LABELS = AUDIT_DETAIL_LABELS;
