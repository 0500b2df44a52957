-- Every commit that appends events tells the nodes listening (docs/adr/0041-appends-notified.md):
-- their projections read the log at once instead of at their next poll. PostgreSQL
-- delivers a notification at commit, once per transaction and channel.
CREATE FUNCTION bobine_notify_appended() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('bobine_appended', '');
    RETURN NULL;
END
$$;

CREATE TRIGGER events_notify_appended
    AFTER INSERT ON events
    FOR EACH STATEMENT EXECUTE FUNCTION bobine_notify_appended();
