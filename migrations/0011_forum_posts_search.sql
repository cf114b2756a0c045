-- Forum search ranks threads and replies together (issue 11): one FTS5 table for both, so bm25
-- weighs a word against the same statistics (document frequency, average length) whichever kind of
-- post holds it, with the title as a column of its own. Rowids: a reply's id, or a thread's id
-- plus 1,000,000,000,000 (THREAD_ROWID_BASE in worker/forum/forum-search.queries.ts), so a write
-- still touches its own row, and in rowid order every thread comes above every reply.
CREATE VIRTUAL TABLE forum_posts_fts USING fts5(title, body, tokenize = 'porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO forum_posts_fts (rowid, title, body) SELECT id + 1000000000000, title, body FROM forum_threads;
--> statement-breakpoint
INSERT INTO forum_posts_fts (rowid, title, body) SELECT id, NULL, body FROM forum_replies;
--> statement-breakpoint
DROP TRIGGER forum_threads_fts_insert;
--> statement-breakpoint
DROP TRIGGER forum_threads_fts_update;
--> statement-breakpoint
DROP TRIGGER forum_threads_fts_delete;
--> statement-breakpoint
DROP TRIGGER forum_replies_fts_insert;
--> statement-breakpoint
DROP TRIGGER forum_replies_fts_update;
--> statement-breakpoint
DROP TRIGGER forum_replies_fts_delete;
--> statement-breakpoint
DROP TABLE forum_threads_fts;
--> statement-breakpoint
DROP TABLE forum_replies_fts;
--> statement-breakpoint
CREATE TRIGGER forum_posts_fts_thread_insert AFTER INSERT ON forum_threads BEGIN
  INSERT INTO forum_posts_fts (rowid, title, body) VALUES (new.id + 1000000000000, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_posts_fts_thread_update AFTER UPDATE OF title, body ON forum_threads BEGIN
  DELETE FROM forum_posts_fts WHERE rowid = old.id + 1000000000000;
  INSERT INTO forum_posts_fts (rowid, title, body) VALUES (new.id + 1000000000000, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_posts_fts_thread_delete AFTER DELETE ON forum_threads BEGIN
  DELETE FROM forum_posts_fts WHERE rowid = old.id + 1000000000000;
END;
--> statement-breakpoint
CREATE TRIGGER forum_posts_fts_reply_insert AFTER INSERT ON forum_replies BEGIN
  INSERT INTO forum_posts_fts (rowid, title, body) VALUES (new.id, NULL, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_posts_fts_reply_update AFTER UPDATE OF body ON forum_replies BEGIN
  DELETE FROM forum_posts_fts WHERE rowid = old.id;
  INSERT INTO forum_posts_fts (rowid, title, body) VALUES (new.id, NULL, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER forum_posts_fts_reply_delete AFTER DELETE ON forum_replies BEGIN
  DELETE FROM forum_posts_fts WHERE rowid = old.id;
END;
