-- GET /system/actions for organization-admins (issue 8): their rows are those of their clients
-- (client_ids, GIN) OR of their organization. Without an index on the organization the OR could only
-- be answered by reading the whole log; with it PostgreSQL combines both indexes (BitmapOr).
-- docs/performance.md, "Action log".
CREATE INDEX action_logs_organization_idx ON action_logs (organization_id, created_at DESC, id DESC)
  WHERE organization_id IS NOT NULL;
