-- The audit trail is never rewritten: the trigger on audit_event's updates, deletes and truncates.
create or replace function audit_event_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_event is append-only';
    end
  $$
