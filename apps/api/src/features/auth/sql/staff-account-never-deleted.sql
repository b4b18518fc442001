-- A staff account is disabled, never deleted: its audit events keep naming it.
create or replace function staff_account_never_deleted() returns trigger language plpgsql as $$
    begin
      raise exception 'staff accounts are disabled (disabled_at), never deleted';
    end
  $$
