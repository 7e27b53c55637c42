/** GET /api/admin/projections (backend/src/modules/operations/projections.ts). */
export interface BuildProgress {
  buildId: number;
  status: string;
  position: string | null;
  processed: number;
  total: number | null;
  eventsPerSecond: number;
  etaSeconds: number | null;
  percent: number;
}

export interface ProjectionRecord {
  id: string;
  name: string;
  version: number | null;
  code_version: number;
  state: 'new' | 'building' | 'active' | 'rebuilding';
  running: boolean;
  build_id: number | null;
  checkpoint: string | null;
  head: string | null;
  lag_events: number;
  lag_seconds: number;
  events_per_second: number;
  dead_letters: number;
  rebuild: BuildProgress | null;
  last_request: {
    event_id: string;
    job_id: string;
    staff_id: string;
    requested_at: string;
    job_state: string;
    job_progress: number;
    failed_reason: string | null;
  } | null;
}
