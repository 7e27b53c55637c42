import type { Rule } from 'eslint';

export declare const piboost: { rules: Record<'module-boundaries' | 'no-business-clock' | 'no-foreign-tables', Rule.RuleModule> };
