-- Forum search (spec 01 §2, §7): FTS5 tables kept by triggers, one per searchable table so a write
-- touches its own row by rowid (the thread or reply id). drizzle-kit cannot model virtual tables.
CREATE VIRTUAL TABLE forum_threads_fts USING fts5(title, body, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE forum_replies_fts USING fts5(body, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE TRIGGER forum_threads_fts_insert AFTER INSERT ON forum_threads BEGIN
  INSERT INTO forum_threads_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_threads_fts_update AFTER UPDATE OF title, body ON forum_threads BEGIN
  DELETE FROM forum_threads_fts WHERE rowid = old.id;
  INSERT INTO forum_threads_fts (rowid, title, body) VALUES (new.id, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_threads_fts_delete AFTER DELETE ON forum_threads BEGIN
  DELETE FROM forum_threads_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
CREATE TRIGGER forum_replies_fts_insert AFTER INSERT ON forum_replies BEGIN
  INSERT INTO forum_replies_fts (rowid, body) VALUES (new.id, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_replies_fts_update AFTER UPDATE OF body ON forum_replies BEGIN
  DELETE FROM forum_replies_fts WHERE rowid = old.id;
  INSERT INTO forum_replies_fts (rowid, body) VALUES (new.id, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_replies_fts_delete AFTER DELETE ON forum_replies BEGIN
  DELETE FROM forum_replies_fts WHERE rowid = old.id;
END;
--> statement-breakpoint
-- Groups are managed by administrators (spec 02 §1); a key of its own lets a custom role do it too.
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('groups.manage', 'Manage groups, their members and join requests', 'Groups', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO role_permissions (role_id, permission_key) SELECT r.id, 'groups.manage' FROM roles r WHERE r.is_system = 1 AND r.key = 'admin';
--> statement-breakpoint
-- A deleted member leaves their groups through the ON DELETE CASCADE of group_users, which the
-- services' counter updates never see: keep groups.total_users true here.
CREATE TRIGGER groups_total_users_on_user_delete BEFORE DELETE ON users BEGIN
  UPDATE groups SET total_users = total_users - 1 WHERE id IN (SELECT group_id FROM group_users WHERE user_id = old.id);
END;
