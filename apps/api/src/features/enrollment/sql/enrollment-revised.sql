-- Every update of an enrollment's row is a new revision (a listing's kept answer is per revision),
-- unless the update set the revision itself.
create or replace function enrollment_revised() returns trigger language plpgsql as $$
    begin
      if new.revision = old.revision then
        new.revision := old.revision + 1;
      end if;
      return new;
    end
  $$
