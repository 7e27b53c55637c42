// Community (issue 24): rooms, threads, replies, reactions, best answers, reports; the moderation
// commands and admin routes are added beside (docs: prompts' community contract).
import { defineModule } from '../../platform/module';

export const communityModule = defineModule({
  name: 'community',
});
