-- The retention sweep's flag (SET LOCAL agency.audit_retention = 'on', lib/audit/retention.ts) lifts
-- the append-only guard only for rows older than 12 months, the shortest retention
-- AUDIT_RETENTION_MONTHS accepts (lib/env.ts). Any session can set the flag, so the trigger itself
-- compares each row's age with the cut-off: a row younger than that stays, whoever asks, and
-- TRUNCATE, which cannot look at rows, is refused always.
CREATE OR REPLACE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('agency.audit_retention', true) = 'on'
     AND OLD."at" < now() - interval '12 months' THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
