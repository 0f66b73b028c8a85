-- The user profile's devices tab (issue 8): alarm devices by owner, newest first, without a scan of devices.
CREATE INDEX devices_owner_created_idx ON devices (owner_user_id, created_at DESC, id DESC) WHERE owner_user_id IS NOT NULL;
