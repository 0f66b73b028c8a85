-- The operational view's summary subtracts the incidents of excluded networks per status (issue 13): an
-- index-only read of those networks' rows by period, with the status and client at hand.
CREATE INDEX incidents_network_status_idx ON incidents (network_id, created_at) INCLUDE (status, client_id);
