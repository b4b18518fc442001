-- A cart line added, removed or repriced clears the enrollment's signature (decision 0037).
create or replace function cart_line_clears_signature() returns trigger language plpgsql as $$
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
  $$
