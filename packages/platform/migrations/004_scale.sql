-- Issue 7: every list reads about `limit` rows through an index that matches its scope filter, its
-- sort and the tie-breaker, and every search goes through a trigram index (docs/performance.md).

-- pg_trgm lives in public and is named with its schema: test suites run with a search_path of their
-- own schema only, and dropping that schema must not take the extension with it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

-- Incidents: by client (exists: incidents_client_created_idx), everything (incidents_created_idx),
-- and by network with the same order; the plain network index is covered by the new one.
CREATE INDEX incidents_network_created_idx ON incidents (network_id, created_at DESC, id DESC);
DROP INDEX incidents_network_id_idx;

-- The incidents search: one text per incident (\x01 between columns, so a match never spans two of
-- them) plus the network's name below.
CREATE INDEX incidents_search_trgm_idx ON incidents
  USING gin ((name || E'\x01' || coalesce(description, '') || E'\x01' || coalesce(address, '')) public.gin_trgm_ops);

-- Clients list and picker.
CREATE INDEX clients_name_idx ON clients (lower(name), id);
-- (the list's search over four columns of ~1000 clients needs no index; the picker's name does)
CREATE INDEX clients_name_trgm_idx ON clients USING gin (name public.gin_trgm_ops);

-- Client users tab: members of one client in the order they were added (both directions).
CREATE INDEX client_users_client_added_idx ON client_users (client_id, added_at, user_id);
-- Users search (users tab, user picker): the full name covers first and last name; one index a column.
-- The user picker's order.
CREATE INDEX users_first_last_name_idx ON users (lower(first_name), lower(last_name), id);
CREATE INDEX users_name_trgm_idx ON users USING gin ((coalesce(first_name, '') || ' ' || coalesce(last_name, '')) public.gin_trgm_ops);
CREATE INDEX users_username_trgm_idx ON users USING gin (username public.gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email public.gin_trgm_ops);

-- Client networks tab and network picker.
CREATE INDEX networks_client_added_idx ON networks (client_id, (coalesce(added_to_client_at, created_at)), id);
CREATE INDEX networks_client_name_idx ON networks (client_id, lower(name), id);
DROP INDEX networks_client_id_idx;
CREATE INDEX networks_name_idx ON networks (lower(name), id);
-- The clients list's network count and centre: an index-only scan of the client's networks.
CREATE INDEX networks_client_position_idx ON networks (client_id) INCLUDE (lat, lng);
CREATE INDEX networks_name_trgm_idx ON networks USING gin (name public.gin_trgm_ops);
CREATE INDEX networks_address_trgm_idx ON networks USING gin (address public.gin_trgm_ops);

-- Client devices tab and device picker.
CREATE INDEX devices_client_created_idx ON devices (client_id, created_at, id);
CREATE INDEX devices_client_name_idx ON devices (client_id, lower(name), id);
DROP INDEX devices_client_id_idx;
CREATE INDEX devices_name_idx ON devices (lower(name), id);
CREATE INDEX devices_name_trgm_idx ON devices USING gin (name public.gin_trgm_ops);
CREATE INDEX devices_dalm_id_trgm_idx ON devices USING gin (dalm_id public.gin_trgm_ops);
CREATE INDEX devices_serial_number_trgm_idx ON devices USING gin (serial_number public.gin_trgm_ops);
CREATE INDEX devices_location_trgm_idx ON devices USING gin (location public.gin_trgm_ops);

-- Fresh statistics, including those of the new expression indexes.
ANALYZE incidents, clients, client_users, users, networks, devices;
