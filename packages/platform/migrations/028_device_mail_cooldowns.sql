-- Flapping devices: the first e-mail of a warning type about a device goes to each recipient at once and opens a
-- cooldown window (DEVICE_MAIL_COOLDOWN_MS, default 30 min) for that device, recipient and type. Further e-mails of
-- it in the window are held (device_notifications.held_until); when the window ends the health job mails one
-- digest of what the device did meanwhile (device_notifications.digest), or nothing when nothing was held
-- (docs/mail.md "Device warnings: cooldown and digest").
CREATE TABLE device_mail_cooldowns (
  device_id integer NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  -- The run that mailed the warning at once; the digest tells what was logged after it.
  started_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  -- Warnings held since started_at; 0 when the window ends: no digest.
  held integer NOT NULL DEFAULT 0,
  PRIMARY KEY (device_id, user_id, type)
);
-- The job's claim of the windows that ended: DELETE ... WHERE ends_at <= now RETURNING.
CREATE INDEX device_mail_cooldowns_due_idx ON device_mail_cooldowns (ends_at);

ALTER TABLE device_notifications
  -- An e-mail row held by a cooldown: no mail of its own; the digest due at this time tells it.
  ADD COLUMN held_until timestamptz,
  -- The row of a digest mail (its mail_queue row's sent_at / error follow as for any warning mail).
  ADD COLUMN digest boolean NOT NULL DEFAULT false;

ANALYZE device_mail_cooldowns;
