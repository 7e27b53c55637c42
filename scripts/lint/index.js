// The house's ESLint plugin: each rule decides from a file's path whether it applies.
import { boundaries } from './boundaries.js';
import { clock } from './clock.js';
import { tables } from './tables.js';

export const piboost = { rules: { ...boundaries.rules, ...clock.rules, ...tables.rules } };
