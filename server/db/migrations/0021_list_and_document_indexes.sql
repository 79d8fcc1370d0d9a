DROP INDEX "cases_workgroup_idx";--> statement-breakpoint
DROP INDEX "cases_owner_idx";--> statement-breakpoint
CREATE INDEX "cases_workgroup_list_idx" ON "cases" USING btree ("workgroup_id","record_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_owner_list_idx" ON "cases" USING btree ("owner_user_id","record_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_tenant_list_idx" ON "cases" USING btree ("tenant_id","record_type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cases_updated_idx" ON "cases" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "meta_documents_index_order_idx" ON "meta_documents" USING btree ("index_id","id");--> statement-breakpoint
CREATE INDEX "meta_documents_loaded_idx" ON "meta_documents" USING btree ("index_id","loaded_at");