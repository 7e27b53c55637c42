// The back office in en-US, a chunk of its own (i18n/index.ts loads it when first needed).
import english from 'ra-language-english';
import { enUS } from './messages/en-US';

export const enUsMessages = { ra: english, ours: enUS };
