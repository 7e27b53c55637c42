// The AI usage policy (DECISIONS 12, product-spec §7, §9): the parameters of each use of the AI
// provider and how often it may be called. Every module that calls the provider names its use here.

/** product-spec §7: max_tokens and temperature per use; §9: throttle windows. */
export const AI_USES = {
  market_analysis: { maxTokens: 800, temperature: 0.7, windowMs: 30 * 60_000 },
  crypto_articles: { maxTokens: 1500, temperature: 0.8, windowMs: 5 * 60_000 },
  article_ideas: { maxTokens: 800, temperature: 0.8, windowMs: 0 },
  news_summary: { maxTokens: 600, temperature: 0.6, windowMs: 0 },
  connection_test: { maxTokens: 10, temperature: 0.1, windowMs: 0 },
  /** Elite's per-coin deep dive (issue 21 item 3): every covered coin in one call, so a larger answer; at most once every 3 h. */
  advanced_analysis: { maxTokens: 4000, temperature: 0.5, windowMs: 3 * 60 * 60_000 },
  /** The support assistant (issue 15 item 3): short, sober answers from the given passages. */
  support_assistant: { maxTokens: 700, temperature: 0.2, windowMs: 0 },
} as const;
export type AiUse = keyof typeof AI_USES;

/** How long one process may hold a use's turn before another may take it (a crashed job). */
export const LEASE_MS = 3 * 60_000;
/** After a 429 or an unusable answer the job tries again this much later. */
export const RETRY_AFTER_MS = 5 * 60_000;

/**
 * A counter this process bumps when it writes the provider's state or a use's turn, so a reader's
 * cache in this process (market's shared screen data) never outlives what it wrote.
 */
let generation = 0;

export const aiUsageGeneration = () => generation;

export function aiUsageChanged(): void {
  generation++;
}
