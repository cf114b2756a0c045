-- Keep user_status_counts in step with users: one row per is_active value.
INSERT INTO user_status_counts (is_active, total) SELECT is_active, count(*) FROM users GROUP BY is_active;
--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users BEGIN
  INSERT INTO user_status_counts (is_active, total) VALUES (NEW.is_active, 1)
    ON CONFLICT (is_active) DO UPDATE SET total = total + 1;
END;
--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users BEGIN
  UPDATE user_status_counts SET total = total - 1 WHERE is_active = OLD.is_active;
END;
--> statement-breakpoint
CREATE TRIGGER users_count_status AFTER UPDATE OF is_active ON users WHEN OLD.is_active IS NOT NEW.is_active BEGIN
  UPDATE user_status_counts SET total = total - 1 WHERE is_active = OLD.is_active;
  INSERT INTO user_status_counts (is_active, total) VALUES (NEW.is_active, 1)
    ON CONFLICT (is_active) DO UPDATE SET total = total + 1;
END;
