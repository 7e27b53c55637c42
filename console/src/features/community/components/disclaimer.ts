import type { MessageKey } from '../../../i18n';

/** The key of the VIP room's disclaimer (contract): shown in the room, its threads and the rules. */
export const VIP_DISCLAIMER = 'community.vipDisclaimer' as const satisfies MessageKey;
