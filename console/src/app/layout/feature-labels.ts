// How menus name the features of the feature list (config/features.ts keeps their Portuguese labels
// for the tests and the back office; the frame reads them in the person's language).
import { isAvailable, type FeatureId } from '../../config/features';
import type { MessageKey } from '../../i18n';

export const FEATURE_LABEL = {
  survey: 'layout.feature.survey',
  profile: 'layout.feature.profile',
  reports: 'layout.feature.reports',
  supportAi: 'layout.feature.supportAi',
  blog: 'layout.feature.blog',
  tools: 'layout.feature.tools',
  education: 'layout.feature.education',
  community: 'layout.feature.community',
} as const satisfies Partial<Record<FeatureId, MessageKey>>;

/** The support page's name: "Suporte IA" once the assistant is there (config/features.ts `supportPageLabel`). */
export const SUPPORT_PAGE_LABEL: MessageKey = isAvailable('supportAi') ? FEATURE_LABEL.supportAi : 'layout.nav.support';
