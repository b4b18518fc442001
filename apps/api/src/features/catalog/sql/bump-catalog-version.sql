-- Any change to a catalog table is a new catalog version, which the in-memory catalog reloads.
create or replace function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1 where id = 1;
      return null;
    end $$
