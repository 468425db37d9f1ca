DROP INDEX "job_status_run_at_idx";--> statement-breakpoint
CREATE INDEX "job_ready_idx" ON "job" USING btree ("run_at") WHERE "job"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_lease_idx" ON "job" USING btree ("locked_until") WHERE "job"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_finished_idx" ON "job" USING btree ("status","updated_at") WHERE "job"."status" IN ('done', 'failed');--> statement-breakpoint
-- The due jobs a claim takes, locked: jobs whose worker died (lease expired) first, then ready
-- jobs, each read from its partial index in order and stopped at `wanted`. The planner's
-- settings are fixed here because its statistics of a queue table lag behind it: sampled while
-- the queue was empty, they make a sudden backlog of 100k jobs look like one row, and the
-- planner then reads every due row and sorts them, for every claim.
CREATE FUNCTION job_due(types text[], wanted integer, finishing uuid) RETURNS SETOF uuid
LANGUAGE plpgsql VOLATILE ROWS 16
SET enable_seqscan = off SET enable_bitmapscan = off SET enable_sort = off SET plan_cache_mode = force_generic_plan
AS $$
DECLARE
  taken integer;
BEGIN
  RETURN QUERY
    SELECT id FROM job
    WHERE status = 'running' AND locked_until < now() AND type = ANY(types) AND id IS DISTINCT FROM finishing
    ORDER BY locked_until LIMIT wanted FOR UPDATE SKIP LOCKED;
  GET DIAGNOSTICS taken = ROW_COUNT;
  IF taken < wanted THEN
    RETURN QUERY
      SELECT id FROM job
      WHERE status = 'pending' AND run_at <= now() AND type = ANY(types)
      ORDER BY run_at LIMIT wanted - taken FOR UPDATE SKIP LOCKED;
  END IF;
END;
$$;
