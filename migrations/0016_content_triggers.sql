-- The feed and the like and comment counters are kept by triggers, in the same transaction as
-- every write of the items, likes and comments: no code path can forget them, and a failed batch
-- leaves them as they were. See worker/db/schema/content.ts.
--
-- Feed rows: approved news, resources and promotions; approved top-level events (one row per
-- series: its first occurrence); active members listed in the directory.
CREATE TRIGGER posts_feed_insert AFTER INSERT ON posts
  WHEN NEW.status = 'approved' AND NEW.type IN ('news', 'resource', 'promotion') BEGIN
  INSERT OR REPLACE INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES (NEW.type, NEW.id, NEW.user_id, NEW.group_id, 0, coalesce(NEW.approved_at, NEW.created_at));
END;
--> statement-breakpoint
CREATE TRIGGER posts_feed_update AFTER UPDATE OF status, group_id, user_id, approved_at, created_at ON posts BEGIN
  DELETE FROM feed_items WHERE item_type = OLD.type AND item_id = OLD.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    SELECT NEW.type, NEW.id, NEW.user_id, NEW.group_id, 0, coalesce(NEW.approved_at, NEW.created_at)
    WHERE NEW.status = 'approved' AND NEW.type IN ('news', 'resource', 'promotion');
END;
--> statement-breakpoint
CREATE TRIGGER posts_delete_engagement AFTER DELETE ON posts BEGIN
  DELETE FROM feed_items WHERE item_type = OLD.type AND item_id = OLD.id;
  DELETE FROM comments WHERE item_type = OLD.type AND item_id = OLD.id;
  DELETE FROM likes WHERE item_type = OLD.type AND item_id = OLD.id;
  DELETE FROM item_counters WHERE item_type = OLD.type AND item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER events_feed_insert AFTER INSERT ON events
  WHEN NEW.status = 'approved' AND NEW.parent_id IS NULL AND (NEW.series_id IS NULL OR NEW.series_id = NEW.id) BEGIN
  INSERT OR REPLACE INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES ('event', NEW.id, NEW.user_id, NEW.group_id, NEW.private, coalesce(NEW.approved_at, NEW.created_at));
END;
--> statement-breakpoint
CREATE TRIGGER events_feed_update AFTER UPDATE OF status, parent_id, series_id, private, group_id, user_id, approved_at, created_at ON events BEGIN
  DELETE FROM feed_items WHERE item_type = 'event' AND item_id = OLD.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    SELECT 'event', NEW.id, NEW.user_id, NEW.group_id, NEW.private, coalesce(NEW.approved_at, NEW.created_at)
    WHERE NEW.status = 'approved' AND NEW.parent_id IS NULL AND (NEW.series_id IS NULL OR NEW.series_id = NEW.id);
END;
--> statement-breakpoint
CREATE TRIGGER events_delete_engagement AFTER DELETE ON events BEGIN
  DELETE FROM feed_items WHERE item_type = 'event' AND item_id = OLD.id;
  DELETE FROM comments WHERE item_type = 'event' AND item_id = OLD.id;
  DELETE FROM likes WHERE item_type = 'event' AND item_id = OLD.id;
  DELETE FROM item_counters WHERE item_type = 'event' AND item_id = OLD.id;
END;
--> statement-breakpoint
CREATE TRIGGER users_feed_insert AFTER INSERT ON users
  WHEN NEW.is_active = 1 AND NEW.in_directory = 1 BEGIN
  INSERT OR REPLACE INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES ('member', NEW.id, NEW.id, NULL, 0, NEW.created_at);
END;
--> statement-breakpoint
CREATE TRIGGER users_feed_update AFTER UPDATE OF is_active, in_directory ON users BEGIN
  DELETE FROM feed_items WHERE item_type = 'member' AND item_id = OLD.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    SELECT 'member', NEW.id, NEW.id, NULL, 0, NEW.created_at
    WHERE NEW.is_active = 1 AND NEW.in_directory = 1;
END;
--> statement-breakpoint
CREATE TRIGGER users_delete_engagement AFTER DELETE ON users BEGIN
  DELETE FROM feed_items WHERE item_type = 'member' AND item_id = OLD.id;
  DELETE FROM comments WHERE item_type = 'member' AND item_id = OLD.id;
  DELETE FROM likes WHERE item_type = 'member' AND item_id = OLD.id;
  DELETE FROM item_counters WHERE item_type = 'member' AND item_id = OLD.id;
END;
--> statement-breakpoint
-- Counters: one row per item once it has a like or a comment (ON DELETE CASCADE of a member's
-- likes and comments fires these too, so deleting an account leaves no count behind).
CREATE TRIGGER likes_count_insert AFTER INSERT ON likes BEGIN
  INSERT INTO item_counters (item_type, item_id, total_likes, total_comments) VALUES (NEW.item_type, NEW.item_id, 1, 0)
    ON CONFLICT (item_type, item_id) DO UPDATE SET total_likes = total_likes + 1;
END;
--> statement-breakpoint
CREATE TRIGGER likes_count_delete AFTER DELETE ON likes BEGIN
  UPDATE item_counters SET total_likes = max(total_likes - 1, 0)
    WHERE item_type = OLD.item_type AND item_id = OLD.item_id;
END;
--> statement-breakpoint
CREATE TRIGGER comments_count_insert AFTER INSERT ON comments BEGIN
  INSERT INTO item_counters (item_type, item_id, total_likes, total_comments) VALUES (NEW.item_type, NEW.item_id, 0, 1)
    ON CONFLICT (item_type, item_id) DO UPDATE SET total_comments = total_comments + 1;
END;
--> statement-breakpoint
CREATE TRIGGER comments_count_delete AFTER DELETE ON comments BEGIN
  UPDATE item_counters SET total_comments = max(total_comments - 1, 0)
    WHERE item_type = OLD.item_type AND item_id = OLD.item_id;
END;
--> statement-breakpoint
-- What exists before this migration joins the feed.
INSERT OR IGNORE INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
  SELECT 'event', id, user_id, group_id, private, coalesce(approved_at, created_at) FROM events
  WHERE status = 'approved' AND parent_id IS NULL AND (series_id IS NULL OR series_id = id);
--> statement-breakpoint
INSERT OR IGNORE INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
  SELECT 'member', id, id, NULL, 0, created_at FROM users WHERE is_active = 1 AND in_directory = 1;
