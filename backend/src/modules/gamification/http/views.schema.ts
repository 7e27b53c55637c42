// The shapes several gamification answers share: a catalogue entry, an unlocked achievement, a row on a board.
import { z } from 'zod';

/** What every entry of the catalogue (achievement, challenge, reward) shows first. */
export const catalogueEntry = z.object({ id: z.string(), title: z.string(), description: z.string() });

export const achievementViewResponse = catalogueEntry.extend({
  badge_icon: z.string(),
  badge_color: z.string(),
  /** The group the page shows it in ("Estudante"), null for the general ones. */
  family: z.string().nullable(),
  unlocked_at: z.string(),
});

/** One person on a board: a private profile shows as an anonymous investor to everyone but its owner. */
export const boardRowResponse = z.object({
  id: z.string(),
  name: z.string(),
  avatar_url: z.string().nullable(),
  total_xp: z.number(),
  current_level: z.number(),
  daily_streak_count: z.number(),
  role: z.string(),
  global_rank: z.number(),
  auth_provider: z.string(),
  is_staff: z.boolean(),
});
