CREATE SEQUENCE "public"."sales_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sales_quote_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."sales_rfq_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Issue 41: numbers were counted per tenant, so one number named a document in each office. The sequences go on
-- from the highest number in use; the first holder of a shared number keeps it and the others draw new ones.
SELECT setval('sales_rfq_number_seq', greatest(coalesce((SELECT max(substring("number" from '[0-9]+$')::bigint) FROM "sales_documents" WHERE "kind" = 'rfq'), 0), 1), (SELECT count(*) > 0 FROM "sales_documents" WHERE "kind" = 'rfq'));--> statement-breakpoint
SELECT setval('sales_quote_number_seq', greatest(coalesce((SELECT max(substring("number" from '[0-9]+$')::bigint) FROM "sales_documents" WHERE "kind" = 'quote'), 0), 1), (SELECT count(*) > 0 FROM "sales_documents" WHERE "kind" = 'quote'));--> statement-breakpoint
SELECT setval('sales_order_number_seq', greatest(coalesce((SELECT max(substring("number" from '[0-9]+$')::bigint) FROM "sales_documents" WHERE "kind" = 'order'), 0), 1), (SELECT count(*) > 0 FROM "sales_documents" WHERE "kind" = 'order'));--> statement-breakpoint
UPDATE "sales_documents" SET "number" = CASE "kind"
  WHEN 'rfq' THEN 'RFQ-' || lpad(nextval('sales_rfq_number_seq')::text, 5, '0')
  WHEN 'quote' THEN 'QUO-' || lpad(nextval('sales_quote_number_seq')::text, 5, '0')
  ELSE 'SO-' || lpad(nextval('sales_order_number_seq')::text, 5, '0') END
WHERE "id" IN (SELECT "id" FROM (SELECT "id", row_number() OVER (PARTITION BY "number" ORDER BY "id") AS "n" FROM "sales_documents") AS "held" WHERE "n" > 1);--> statement-breakpoint
DROP INDEX "sales_documents_number_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_number_global_uq" ON "sales_documents" USING btree ("number");