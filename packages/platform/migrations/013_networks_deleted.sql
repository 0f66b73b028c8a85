-- A deleted network leaves its client: the client's network count and centre (clients list and detail)
-- and the client's networks tab skip status 'deleted'. The count stays index-only with status covered.
CREATE INDEX networks_client_live_position_idx ON networks (client_id) INCLUDE (lat, lng, status);
DROP INDEX networks_client_position_idx;
