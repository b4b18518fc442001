// Table types of the job runner (migration 0014, decision record 0009).
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Optional<T> = ColumnType<T, T | undefined, T>;

export interface JobTable {
  id: ColumnType<string, never, never>;
  name: string;
  payload: Optional<unknown>;
  /** Set on a recurring job: one row per schedule. */
  schedule_key: Optional<string | null>;
  run_at: Timestamp;
  locked_until: Optional<Date | null>;
  attempts: Generated<number>;
  last_error: Optional<string | null>;
  failed_at: Optional<Date | null>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}
