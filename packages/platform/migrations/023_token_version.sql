-- Access tokens end at once (docs/security.md "Access tokens"): each carries the user's token_version when issued, and
-- the platform refuses one older than the user's current version. Ending every session of a user (password
-- reset, 2FA changed, a role taken away, deletion, deactivation) bumps it. A refresh token keeps the version
-- its session was issued under, so a session that lived through a bump cannot be refreshed either.
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
ALTER TABLE refresh_tokens ADD COLUMN token_version integer NOT NULL DEFAULT 0;
