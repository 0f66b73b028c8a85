-- SIA DC-09 encryption and the reason behind an integration's status (docs/integrations.md).
--
-- dc09_encrypted: frames to this receiver are encrypted (manitou and guardtools; needs a key).
-- dc09_key: the integration's AES key (16, 24 or 32 bytes), sealed with AES-256-GCM under a key derived
-- from JWT_SECRET (src/modules/integrations/keys.ts); never answered by the API. dc09_key_bits says its
-- size, dc09_key_set_at when it was generated or given.
ALTER TABLE integrations
  ADD COLUMN dc09_encrypted boolean NOT NULL DEFAULT false,
  ADD COLUMN dc09_key text,
  ADD COLUMN dc09_key_bits smallint CHECK (dc09_key_bits IN (128, 192, 256)),
  ADD COLUMN dc09_key_set_at timestamptz,
  ADD CONSTRAINT integrations_dc09_key_complete
    CHECK ((dc09_key IS NULL) = (dc09_key_bits IS NULL) AND (dc09_key IS NULL) = (dc09_key_set_at IS NULL)),
  ADD CONSTRAINT integrations_dc09_encrypted_has_key CHECK (NOT dc09_encrypted OR dc09_key IS NOT NULL);

-- Why the status is error, when the platform knows something an administrator can act on:
-- 'account_refused' (the receiver NAKed the account: a bare NAK, or a NAK that is not about the clock).
-- Only an error has a reason: any other status clears it, whoever writes it.
ALTER TABLE integrations ADD COLUMN status_reason text CHECK (status_reason IN ('account_refused'));

CREATE FUNCTION integrations_status_reason() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status IS DISTINCT FROM 'error' THEN
    NEW.status_reason := NULL;
  END IF;
  RETURN NEW;
END
$$;

CREATE TRIGGER integrations_status_reason BEFORE INSERT OR UPDATE OF status, status_reason ON integrations
  FOR EACH ROW EXECUTE FUNCTION integrations_status_reason();
