// The API names a badge's or reward's icon; it may be an emoji already or a name. Names we know get
// their emoji; any other name shows the title's initial rather than a word inside a round badge.
const NAMED: Record<string, string> = {
  trophy: '🏆',
  star: '⭐',
  fire: '🔥',
  flame: '🔥',
  crown: '👑',
  medal: '🏅',
  award: '🏅',
  zap: '⚡',
  bolt: '⚡',
  target: '🎯',
  rocket: '🚀',
  gift: '🎁',
  gem: '💎',
  diamond: '💎',
  calendar: '📅',
  chart: '📊',
  book: '📚',
  users: '👥',
  user: '👤',
  shield: '🛡️',
  sparkles: '✨',
  check: '✅',
};

export function iconGlyph(icon: string, title: string): string {
  if (!/^[\w-]+$/.test(icon)) return icon;
  return NAMED[icon.toLowerCase()] ?? title.trim().charAt(0).toUpperCase();
}
