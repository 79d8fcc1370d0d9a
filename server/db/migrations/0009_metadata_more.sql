DROP INDEX "meta_documents_doc_gin";--> statement-breakpoint
CREATE INDEX "meta_documents_doc_gin" ON "meta_documents" USING gin ("doc" jsonb_path_ops);