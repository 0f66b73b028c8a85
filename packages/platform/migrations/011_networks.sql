-- Networks area (issue 9): the form's fields, the settings tab, member types, and the list's indexes.

ALTER TABLE networks ADD COLUMN description text;
ALTER TABLE networks ADD COLUMN owner_id integer REFERENCES users(id) ON DELETE SET NULL;
-- The logo (uploaded in a later step): its public URL and content type.
ALTER TABLE networks ADD COLUMN logo_url text;
ALTER TABLE networks ADD COLUMN logo_mimetype text;

-- Network settings (spec 3): one column per field. notification_range is 0 when the range is off,
-- otherwise 10000..100000 metres. enable_clustering NULL means "use device settings".
ALTER TABLE networks ADD COLUMN enable_notification_range boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN notification_range integer NOT NULL DEFAULT 0
  CHECK (notification_range = 0 OR notification_range BETWEEN 10000 AND 100000);
ALTER TABLE networks ADD COLUMN notify_selected_users_outside_of_range integer[] NOT NULL DEFAULT '{}';
ALTER TABLE networks ADD COLUMN disallow_member_posts boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN disallow_member_comments boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN only_notify_admins boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN display_member_location boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN confirm_incidents boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN enable_dynamic_emergency_alert boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN enable_dynamic_panic_alert boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN enable_dynamic_network_alert boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN enable_dynamic_safe_assisst_alert boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN enable_clustering boolean;
ALTER TABLE networks ADD COLUMN exclude_from_operational_view boolean NOT NULL DEFAULT false;
ALTER TABLE networks ADD COLUMN allow_sos_alerts boolean NOT NULL DEFAULT true;
ALTER TABLE networks ADD COLUMN allow_public_alerts boolean NOT NULL DEFAULT true;

-- Member type: owner (one per network, also an admin), admin (is_admin) or member.
ALTER TABLE network_members ADD COLUMN is_owner boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX network_members_one_owner_idx ON network_members (network_id) WHERE is_owner;

-- The networks list (GET /backoffice/networks): created-at sorts for admins and per client.
CREATE INDEX networks_created_id_idx ON networks (created_at, id);
DROP INDEX networks_created_at_idx; -- covered by the one above
CREATE INDEX networks_client_created_idx ON networks (client_id, created_at, id);
-- The members tab: a network's members in joined order.
CREATE INDEX network_members_network_added_idx ON network_members (network_id, added_at, user_id);
