export type { Projection, ProjectionTarget } from './engine/projection';
