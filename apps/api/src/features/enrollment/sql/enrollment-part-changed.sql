-- A row that is part of an enrollment (a cart line, an answer, a decline) changed: the enrollment
-- has a new revision.
create or replace function enrollment_part_changed() returns trigger language plpgsql as $$
    begin
      update enrollment set revision = revision + 1
      where id = case when tg_op = 'DELETE' then old.enrollment_id else new.enrollment_id end;
      return null;
    end
  $$
