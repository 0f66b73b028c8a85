-- The delivery outbox's lock order (src/integrations/outbox/worker.ts): an integration's row first, then
-- its outbox rows. The queue function read the network's integrations without a lock and inserted their
-- events; the new rows' foreign-key check then locked each integration (FOR KEY SHARE) at the end of the
-- statement. An integration whose DELETE was in flight was waited for and then missing: the incident (or
-- device) write failed on integration_outbox_integration_id_fkey, an alarm lost because an admin deleted
-- one integration of its network. Now the integrations are locked as they are read (FOR KEY SHARE, before
-- their rows are inserted): a DELETE in flight is waited for and its integration skipped, the others queue.
CREATE OR REPLACE FUNCTION integration_outbox_queue(p_network integer, p_event text, p_incident integer,
                                                    p_device integer, p_payload jsonb) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO integration_outbox (integration_id, event, code, incident_id, device_id, payload)
  SELECT i.id, p_event,
         upper(coalesce(nullif(i.settings ->> ('sia_code_' || p_event), ''), integration_outbox_default_code(p_event))),
         p_incident, p_device, p_payload
    FROM integrations i JOIN networks n ON n.id = i.network_id
   WHERE i.network_id = p_network AND n.status <> 'deleted'
   ORDER BY i.id
     FOR KEY SHARE OF i;
  IF FOUND THEN
    PERFORM pg_notify('vakt_integration_outbox', current_schema());
  END IF;
END
$$;
