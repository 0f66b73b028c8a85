-- Issue 9: who is told (e-mail, push) when a network's integration fails or succeeds again. One row per
-- network and type once saved; a network without rows answers the defaults (src/modules/integrations/
-- notificationSettings.ts).
CREATE TABLE network_notification_settings (
  network_id integer NOT NULL REFERENCES networks(id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('integration-failed', 'integration-success')),
  email boolean NOT NULL,
  push boolean NOT NULL,
  sound boolean NOT NULL,
  recipients jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (network_id, type)
);
