-- A change to what the quote priced (household, tier, date, portal, group) clears the signature.
create or replace function enrollment_clears_signature() returns trigger language plpgsql as $$
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
  $$
