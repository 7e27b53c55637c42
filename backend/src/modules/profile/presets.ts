// The 17 predefined avatars (product-spec §2: 8 male, 8 female, 1 androgynous), drawn here in the
// house style - dark surface, gold ring, flat shapes - so they are ours, need no asset pipeline and
// are served from our origin. Each is a bust: shoulders, neck, head, then a hair shape on top.

export type PresetGroup = 'masculino' | 'feminino' | 'androgino';

interface Look {
  skin: string;
  hair: string;
  shirt: string;
  /** Hair drawn over the head; `back` is drawn behind it (long hair). */
  style: keyof typeof HAIR;
  beard?: boolean;
  glasses?: boolean;
}

const SKIN = ['#f1c7a5', '#e0a47c', '#c68256', '#9a5b36', '#6b3f24'] as const;
const HAIR_COLOURS = { black: '#1d1b1f', brown: '#5a3a22', auburn: '#8a3b1e', blonde: '#d9b26a', grey: '#b9bcc4', copper: '#b0602c' } as const;

const HAIR = {
  short: { front: 'M34 40c2-14 14-22 30-22s28 8 30 22c-6-6-14-9-30-9s-24 3-30 9z' },
  sidePart: { front: 'M33 44c0-18 13-27 31-27 17 0 30 9 31 25-10-9-26-8-38-14-8 6-16 10-24 16z' },
  buzz: { front: 'M36 38c4-11 14-17 28-17s24 6 28 17c-8-4-17-6-28-6s-20 2-28 6z' },
  curly: { front: 'M32 44c-4-10 4-20 12-22 2-8 14-10 20-6 6-4 18-2 20 6 8 2 16 12 12 22-4-6-10-8-16-8-4 2-10 3-16 3s-12-1-16-3c-6 0-12 2-16 8z' },
  quiff: { front: 'M34 42c0-14 10-26 28-28 10-1 22 4 26 10 4 5 6 11 6 18-6-7-18-10-32-10-12 0-22 3-28 10z' },
  long: { back: 'M28 48c0-22 16-34 36-34s36 12 36 34v40H28z', front: 'M34 46c2-16 14-26 30-26s28 10 30 26c-10-8-20-12-30-12s-20 4-30 12z' },
  bob: { back: 'M30 46c0-20 15-32 34-32s34 12 34 32v24H30z', front: 'M34 44c2-14 14-24 30-24s28 10 30 24c-6-4-16-10-30-10-8 0-22 4-30 10z' },
  bun: { back: 'M52 10a12 12 0 1 0 24 0a12 12 0 1 0-24 0z', front: 'M34 44c2-16 14-24 30-24s28 8 30 24c-8-6-18-10-30-10s-22 4-30 10z' },
  ponytail: { back: 'M86 36c12 6 16 22 10 40-4-12-8-20-14-26z', front: 'M34 44c2-16 14-24 30-24s28 8 30 24c-8-7-18-10-30-10s-22 3-30 10z' },
  waves: { back: 'M26 50c0-24 16-36 38-36s38 12 38 36c0 14 4 26-2 38H28c-6-12-2-24-2-38z', front: 'M34 46c4-16 14-26 30-26s26 10 30 26c-4-6-10-10-16-10-6 4-10 6-14 6s-8-2-14-6c-6 0-12 4-16 10z' },
  mid: { back: 'M30 48c0-22 15-34 34-34s34 12 34 34v18H30z', front: 'M33 46c1-16 14-27 31-27s30 11 31 27c-9-9-20-13-31-13s-22 4-31 13z' },
} as const satisfies Record<string, { front: string; back?: string }>;

const LOOKS: Record<string, Look & { group: PresetGroup; label: string }> = {
  m1: { group: 'masculino', label: 'Masculino 1', skin: SKIN[0], hair: HAIR_COLOURS.brown, shirt: '#2f6fed', style: 'short' },
  m2: { group: 'masculino', label: 'Masculino 2', skin: SKIN[1], hair: HAIR_COLOURS.black, shirt: '#3fcf8e', style: 'sidePart', glasses: true },
  m3: { group: 'masculino', label: 'Masculino 3', skin: SKIN[2], hair: HAIR_COLOURS.black, shirt: '#f5b942', style: 'buzz', beard: true },
  m4: { group: 'masculino', label: 'Masculino 4', skin: SKIN[3], hair: HAIR_COLOURS.black, shirt: '#8b5cf6', style: 'curly' },
  m5: { group: 'masculino', label: 'Masculino 5', skin: SKIN[4], hair: HAIR_COLOURS.black, shirt: '#ff6b6b', style: 'buzz' },
  m6: { group: 'masculino', label: 'Masculino 6', skin: SKIN[0], hair: HAIR_COLOURS.blonde, shirt: '#14b8a6', style: 'quiff' },
  m7: { group: 'masculino', label: 'Masculino 7', skin: SKIN[1], hair: HAIR_COLOURS.grey, shirt: '#64748b', style: 'sidePart', beard: true, glasses: true },
  m8: { group: 'masculino', label: 'Masculino 8', skin: SKIN[2], hair: HAIR_COLOURS.auburn, shirt: '#0ea5e9', style: 'short', beard: true },
  f1: { group: 'feminino', label: 'Feminino 1', skin: SKIN[0], hair: HAIR_COLOURS.auburn, shirt: '#ec4899', style: 'long' },
  f2: { group: 'feminino', label: 'Feminino 2', skin: SKIN[1], hair: HAIR_COLOURS.black, shirt: '#f5b942', style: 'bob' },
  f3: { group: 'feminino', label: 'Feminino 3', skin: SKIN[2], hair: HAIR_COLOURS.brown, shirt: '#3fcf8e', style: 'waves' },
  f4: { group: 'feminino', label: 'Feminino 4', skin: SKIN[3], hair: HAIR_COLOURS.black, shirt: '#8b5cf6', style: 'bun', glasses: true },
  f5: { group: 'feminino', label: 'Feminino 5', skin: SKIN[4], hair: HAIR_COLOURS.black, shirt: '#2f6fed', style: 'curly' },
  f6: { group: 'feminino', label: 'Feminino 6', skin: SKIN[0], hair: HAIR_COLOURS.blonde, shirt: '#14b8a6', style: 'ponytail' },
  f7: { group: 'feminino', label: 'Feminino 7', skin: SKIN[1], hair: HAIR_COLOURS.grey, shirt: '#64748b', style: 'bob', glasses: true },
  f8: { group: 'feminino', label: 'Feminino 8', skin: SKIN[2], hair: HAIR_COLOURS.copper, shirt: '#ff6b6b', style: 'long' },
  a1: { group: 'androgino', label: 'Andrógino', skin: SKIN[2], hair: HAIR_COLOURS.black, shirt: '#f5b942', style: 'mid' },
};

export const PRESET_IDS = Object.keys(LOOKS);
export const PRESET_PATH = '/api/avatars/presets';
export const presetUrl = (id: string) => `${PRESET_PATH}/${id}.svg`;

export function presetIdOf(url: string): string | null {
  const m = /^\/api\/avatars\/presets\/([a-z]\d)\.svg$/.exec(url);
  return m && LOOKS[m[1]!] ? m[1]! : null;
}

export function presetCatalogue(): { id: string; group: PresetGroup; label: string; url: string }[] {
  return Object.entries(LOOKS).map(([id, look]) => ({ id, group: look.group, label: look.label, url: presetUrl(id) }));
}

export function presetSvg(id: string): string | null {
  const look = LOOKS[id];
  if (!look) return null;
  const hair = HAIR[look.style] as { front: string; back?: string };
  const parts = [
    '<circle cx="64" cy="64" r="62" fill="#131a26" stroke="#f5b942" stroke-width="3"/>',
    hair.back ? `<path d="${hair.back}" fill="${look.hair}"/>` : '',
    `<path d="M22 124c4-24 22-36 42-36s38 12 42 36z" fill="${look.shirt}"/>`,
    `<rect x="56" y="72" width="16" height="20" rx="6" fill="${look.skin}"/>`,
    `<ellipse cx="64" cy="52" rx="24" ry="28" fill="${look.skin}"/>`,
    look.beard ? `<path d="M42 58c2 16 10 24 22 24s20-8 22-24c-4 6-12 8-22 8s-18-2-22-8z" fill="${look.hair}"/>` : '',
    `<path d="${hair.front}" fill="${look.hair}"/>`,
    '<circle cx="55" cy="54" r="2.6" fill="#1d1b1f"/><circle cx="73" cy="54" r="2.6" fill="#1d1b1f"/>',
    '<path d="M57 66q7 5 14 0" stroke="#1d1b1f" stroke-width="2.2" fill="none" stroke-linecap="round"/>',
    look.glasses ? '<g fill="none" stroke="#e8ecf3" stroke-width="2"><circle cx="55" cy="54" r="7"/><circle cx="73" cy="54" r="7"/><path d="M62 54h4"/></g>' : '',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128" role="img" aria-label="${look.label}"><clipPath id="c"><circle cx="64" cy="64" r="62"/></clipPath><g clip-path="url(#c)">${parts.join('')}</g></svg>`;
}
