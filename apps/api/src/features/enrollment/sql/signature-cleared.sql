-- What was signed changed: the agreement step is no longer signed (decision 0037).
create or replace function signature_cleared(for_enrollment integer) returns void language sql as $$
    update enrollment_step set state = 'saved'
    where enrollment_id = for_enrollment and tab_name = 'agreement_info' and state = 'signed'
  $$
