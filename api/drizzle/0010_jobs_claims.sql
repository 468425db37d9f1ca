DROP INDEX "job_status_run_at_idx";--> statement-breakpoint
CREATE INDEX "job_ready_idx" ON "job" USING btree ("run_at") WHERE "job"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "job_lease_idx" ON "job" USING btree ("locked_until") WHERE "job"."status" = 'running';--> statement-breakpoint
CREATE INDEX "job_finished_idx" ON "job" USING btree ("status","updated_at") WHERE "job"."status" IN ('done', 'failed');