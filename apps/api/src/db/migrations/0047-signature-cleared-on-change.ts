// A signature covers the cart, the household and the effective date it was given for (decision
// 0037): any later change of one of them clears it, whichever code path makes the change. The rule
// lives here, in the database, so that no new write can forget it: an insert, a delete or a change
// of price or option of a cart line, or a change of a household column or of the effective date of
// the enrollment, moves a signed agreement step back to saved (the wizard asks to sign again; the
// record stays, no longer a signature). Completion also compares the digest (the texts are not
// the enrollment's rows).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function signature_cleared(for_enrollment integer) returns void language sql as $$
      update enrollment_step set state = 'saved'
      where enrollment_id = for_enrollment and tab_name = 'agreement_info' and state = 'signed'
    $$`.execute(db);
  await sql`create function cart_line_clears_signature() returns trigger language plpgsql as $$
    begin
      if tg_op = 'DELETE' then
        perform signature_cleared(old.enrollment_id);
      elsif tg_op = 'INSERT' then
        perform signature_cleared(new.enrollment_id);
      elsif (new.plan_id, new.plan_pricing_id, new.price_cents, new.fee_cents, new.benefit_dollars)
          is distinct from (old.plan_id, old.plan_pricing_id, old.price_cents, old.fee_cents, old.benefit_dollars) then
        perform signature_cleared(new.enrollment_id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger cart_line_clears_signature after insert or update or delete on cart_line
    for each row execute function cart_line_clears_signature()`.execute(db);
  await sql`create function enrollment_clears_signature() returns trigger language plpgsql as $$
    begin
      if (new.zip, new.state, new.birth_date, new.gender, new.tier, new.tobacco, new.annual_income_cents,
          new.weekly_hours, new.spouse_birth_date, new.child_count, new.effective_date, new.platform_id,
          new.employer_group_id)
        is distinct from (old.zip, old.state, old.birth_date, old.gender, old.tier, old.tobacco,
          old.annual_income_cents, old.weekly_hours, old.spouse_birth_date, old.child_count, old.effective_date,
          old.platform_id, old.employer_group_id) then
        perform signature_cleared(new.id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger enrollment_clears_signature after update on enrollment
    for each row execute function enrollment_clears_signature()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger enrollment_clears_signature on enrollment`.execute(db);
  await sql`drop function enrollment_clears_signature()`.execute(db);
  await sql`drop trigger cart_line_clears_signature on cart_line`.execute(db);
  await sql`drop function cart_line_clears_signature()`.execute(db);
  await sql`drop function signature_cleared(integer)`.execute(db);
}
