-- A condition a one-statement write checks on what its own WITH clauses did (server/db/oneStatement.ts failUnless):
-- false fails the whole statement, so none of its writes is kept, with the reason as the error's message.
CREATE OR REPLACE FUNCTION crisps_fail_unless(ok boolean, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF ok IS NOT TRUE THEN
    RAISE EXCEPTION USING ERRCODE = 'P0001', MESSAGE = reason;
  END IF;
  RETURN true;
END
$$;
