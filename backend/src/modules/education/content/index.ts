// The tracks written in the repository, in the order /education lists them. Each file's lessons are
// published as version 1 the first time the platform starts with them (the education module).
import { analiseTecnica } from './analise-tecnica';
import { primeirosPassos } from './primeiros-passos';
import type { TrackContent } from './types';

export type * from './types';

export const TRACKS: readonly TrackContent[] = [primeirosPassos, analiseTecnica];
