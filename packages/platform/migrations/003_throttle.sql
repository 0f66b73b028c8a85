-- Issue 6: attempts per client address (sign-in, one-time codes), in addition to the per-account
-- lockout, kept here so every platform replica counts the same attempts. A fixed window per
-- (address, action): `attempts` since `window_start`; a row whose window has passed starts over.
CREATE TABLE auth_throttle (
  address text NOT NULL,
  action text NOT NULL,
  window_start timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (address, action)
);

-- Sweeping old windows (any row whose window_start is older than the longest window).
CREATE INDEX auth_throttle_window_idx ON auth_throttle (window_start);
