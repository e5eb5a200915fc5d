-- Live updates: every recorded activity event is announced on the 'hrt_activity' channel with
-- its id. NOTIFY inside a transaction is delivered only when it commits, so listeners hear of
-- exactly the changes that happened, on every instance sharing the database.
CREATE OR REPLACE FUNCTION hrt_notify_activity_event() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('hrt_activity', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS activity_events_notify ON activity_events;
--> statement-breakpoint
CREATE TRIGGER activity_events_notify AFTER INSERT ON activity_events
  FOR EACH ROW EXECUTE FUNCTION hrt_notify_activity_event();
