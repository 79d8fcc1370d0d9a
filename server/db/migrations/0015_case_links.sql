CREATE INDEX "telephony_call_logs_case_idx" ON "telephony_call_logs" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "tasks_case_idx" ON "tasks" USING btree ("case_id");