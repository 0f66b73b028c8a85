-- Incidents live and reports (issue 13): status changes as writes, their times for the response figures,
-- and one NOTIFY per incident created or changed, whoever writes it (the live feed; delivered at commit).

-- When each status was first reached (the statistics' response figures: created -> confirmed, -> finalized).
ALTER TABLE incidents ADD COLUMN confirmed_at timestamptz;
ALTER TABLE incidents ADD COLUMN finalized_at timestamptz;
ALTER TABLE incidents ADD COLUMN status_changed_at timestamptz;
ALTER TABLE incidents ADD COLUMN status_changed_by integer REFERENCES users(id) ON DELETE SET NULL;

-- History already confirmed or finalized: a plausible time from the creation, so the figures have data.
UPDATE incidents SET confirmed_at = created_at + ((id % 600) + 30) * interval '1 second'
 WHERE status IN ('confirmed', 'finalized');
UPDATE incidents SET finalized_at = coalesce(confirmed_at, created_at) + ((id % 7200) + 300) * interval '1 second'
 WHERE status = 'finalized';

-- The statistics: incidents of a period by client (incidents_client_created_idx exists) and of everything
-- (incidents_created_idx exists); the operational view leaves out networks excluded from it.
CREATE INDEX networks_operational_excluded_idx ON networks (id) WHERE exclude_from_operational_view;

-- The live feed: channel vakt_incident_events, payload {"schema","type":"created"|"status","uid","clientId",
-- "networkId","status"} (small: a listener reads the row it needs). pg_notify is transactional: a rolled-back
-- write publishes nothing. An INSERT statement of more than 100 rows (an import, the seed) or of rows already
-- older than 15 minutes (history) is not live: it publishes one {"type":"bulk"} instead (listeners reload).
CREATE FUNCTION incidents_notify_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  live integer;
BEGIN
  SELECT count(*) INTO live FROM new_rows WHERE created_at > now() - interval '15 minutes';
  IF live = 0 THEN
    RETURN NULL;
  ELSIF live > 100 THEN
    PERFORM pg_notify('vakt_incident_events', json_build_object('schema', current_schema(), 'type', 'bulk')::text);
  ELSE
    PERFORM pg_notify('vakt_incident_events', json_build_object(
      'schema', current_schema(), 'type', 'created',
      'uid', n.id, 'clientId', n.client_id, 'networkId', n.network_id, 'status', n.status)::text)
      FROM new_rows n WHERE n.created_at > now() - interval '15 minutes';
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER incidents_notify_insert AFTER INSERT ON incidents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION incidents_notify_inserted();

CREATE FUNCTION incidents_notify_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status IS DISTINCT FROM NEW.status THEN
    PERFORM pg_notify('vakt_incident_events', json_build_object(
      'schema', current_schema(), 'type', 'status',
      'uid', NEW.id, 'clientId', NEW.client_id, 'networkId', NEW.network_id, 'status', NEW.status)::text);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER incidents_notify_status AFTER UPDATE OF status ON incidents FOR EACH ROW
  EXECUTE FUNCTION incidents_notify_status();
