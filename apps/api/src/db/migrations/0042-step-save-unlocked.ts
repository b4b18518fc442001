// A wizard step's save in two statements, without BEGIN and COMMIT (issue 16's bench, decision
// 0031): step_save_context now reads without the enrollment's row lock and answers the versions
// (`xmin`) of the enrollment's row and of the step's row as read; put_enrollment_step_if takes the
// lock, writes the step only when neither row changed since, and says whether it did. A save whose
// rows changed in between runs again the locked way. Both PL/pgSQL so their plans are kept (decision 0006).
import { type Kysely, sql } from 'kysely';
import { stepSaveContext } from './0037-step-save-context';

export async function up(db: Kysely<unknown>): Promise<void> {
  await stepSaveContext(false).execute(db);
  // The lock is taken on the row as it was read: a row updated meanwhile (completed, requoted) no
  // longer matches once the lock is had (PostgreSQL checks the condition again on the newest row),
  // and a step row written meanwhile has another version. Each statement of the function sees the
  // rows committed before it started, so a save that waited for the lock sees what it waited for.
  // Without `lock_row` (PGlite: one connection, whose statements and transactions run one at a
  // time, so no lock is ever waited for) the row is only checked, and no lock is written to it.
  await sql`create function put_enrollment_step_if(
      for_enrollment integer, read_version text, read_step_version text,
      for_tab text, new_state text, new_data jsonb, new_sealed_data text, at_time timestamptz, lock_row boolean
    )
    returns boolean
    language plpgsql volatile as $$
    begin
      if lock_row then
        perform from enrollment e where e.id = for_enrollment and e.xmin::text = read_version for update;
      else
        perform from enrollment e where e.id = for_enrollment and e.xmin::text = read_version;
      end if;
      if not found then
        return false;
      end if;
      if read_step_version is distinct from (
        select st.xmin::text from enrollment_step st where st.enrollment_id = for_enrollment and st.tab_name = for_tab
      ) then
        return false;
      end if;
      insert into enrollment_step (enrollment_id, tab_name, state, data, sealed_data, saved_at)
      values (for_enrollment, for_tab, new_state, new_data, new_sealed_data, at_time)
      on conflict (enrollment_id, tab_name) do update
        set state = excluded.state, data = excluded.data, sealed_data = excluded.sealed_data,
          saved_at = excluded.saved_at;
      return true;
    end
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function put_enrollment_step_if(integer, text, text, text, text, jsonb, text, timestamptz, boolean)`.execute(
    db,
  );
  await stepSaveContext(true).execute(db);
}
