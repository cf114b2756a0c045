-- feed_counts follows feed_items row by row. The item triggers of 0016 inserted with
-- INSERT OR REPLACE, whose implicit delete fires no trigger unless recursive_triggers is on: they
-- become a DELETE then an INSERT, so every row that leaves feed_items is counted out.
DROP TRIGGER posts_feed_insert;
--> statement-breakpoint
CREATE TRIGGER posts_feed_insert AFTER INSERT ON posts
  WHEN NEW.status = 'approved' AND NEW.type IN ('news', 'resource', 'promotion') BEGIN
  DELETE FROM feed_items WHERE item_type = NEW.type AND item_id = NEW.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES (NEW.type, NEW.id, NEW.user_id, NEW.group_id, 0, coalesce(NEW.approved_at, NEW.created_at));
END;
--> statement-breakpoint
DROP TRIGGER events_feed_insert;
--> statement-breakpoint
CREATE TRIGGER events_feed_insert AFTER INSERT ON events
  WHEN NEW.status = 'approved' AND NEW.parent_id IS NULL AND (NEW.series_id IS NULL OR NEW.series_id = NEW.id) BEGIN
  DELETE FROM feed_items WHERE item_type = 'event' AND item_id = NEW.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES ('event', NEW.id, NEW.user_id, NEW.group_id, NEW.private, coalesce(NEW.approved_at, NEW.created_at));
END;
--> statement-breakpoint
DROP TRIGGER users_feed_insert;
--> statement-breakpoint
CREATE TRIGGER users_feed_insert AFTER INSERT ON users
  WHEN NEW.is_active = 1 AND NEW.in_directory = 1 BEGIN
  DELETE FROM feed_items WHERE item_type = 'member' AND item_id = NEW.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES ('member', NEW.id, NEW.id, NULL, 0, NEW.created_at);
END;
--> statement-breakpoint
CREATE TRIGGER feed_items_count_insert AFTER INSERT ON feed_items BEGIN
  INSERT INTO feed_counts (item_type, is_private, total) VALUES (NEW.item_type, NEW.is_private, 1)
    ON CONFLICT (item_type, is_private) DO UPDATE SET total = total + 1;
END;
--> statement-breakpoint
CREATE TRIGGER feed_items_count_delete AFTER DELETE ON feed_items BEGIN
  UPDATE feed_counts SET total = total - 1 WHERE item_type = OLD.item_type AND is_private = OLD.is_private;
END;
--> statement-breakpoint
CREATE TRIGGER feed_items_count_update AFTER UPDATE OF item_type, is_private ON feed_items BEGIN
  UPDATE feed_counts SET total = total - 1 WHERE item_type = OLD.item_type AND is_private = OLD.is_private;
  INSERT INTO feed_counts (item_type, is_private, total) VALUES (NEW.item_type, NEW.is_private, 1)
    ON CONFLICT (item_type, is_private) DO UPDATE SET total = total + 1;
END;
--> statement-breakpoint
INSERT INTO feed_counts (item_type, is_private, total)
  SELECT item_type, is_private, count(*) FROM feed_items GROUP BY item_type, is_private;
