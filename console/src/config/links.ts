// External addresses that differ per install (community group, social profiles): set at build time,
// and a link whose address is not configured is not shown rather than pointing somewhere made up.
const env = import.meta.env as Record<string, string | undefined>;

export const communityUrl: string | null = env.VITE_COMMUNITY_URL || null;

/** `VITE_SOCIAL_LINKS="Instagram=https://...,X=https://..."` */
export const socialLinks: { label: string; href: string }[] = (env.VITE_SOCIAL_LINKS ?? '')
  .split(',')
  .map((pair) => pair.split('='))
  .filter((p): p is [string, string] => p.length === 2 && Boolean(p[0]) && Boolean(p[1]))
  .map(([label, href]) => ({ label: label.trim(), href: href.trim() }));
