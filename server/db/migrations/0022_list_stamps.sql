-- The freshness stamps the kept lists read at every call (issue 21). As functions, PL/pgSQL plans their
-- subqueries once per connection: sent as plain SQL, planning them took longer than running them.
CREATE OR REPLACE FUNCTION case_list_stamp() RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN concat_ws('|',
    (SELECT max(id) FROM cases), (SELECT max(updated_at) FROM cases),
    (SELECT max(id) FROM case_history), (SELECT max(id) FROM case_notes),
    (SELECT count(*) FROM severity_priority_times), (SELECT max(updated_at) FROM severity_priority_times));
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION meta_documents_stamp(p_index_id integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN concat_ws('|',
    (SELECT max(id) FROM meta_documents WHERE index_id = p_index_id),
    (SELECT max(loaded_at) FROM meta_documents WHERE index_id = p_index_id));
END
$$;
