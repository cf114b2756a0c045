ALTER TABLE `forum_threads` ADD `top_level_replies` integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The thread page showed "N hidden replies" by counting a thread's top-level replies on every
-- read (40,000 index entries for the bench's long thread). Triggers keep the count instead, for
-- every way a reply is written (the API, the seeds, a cascade), in the writing statement's transaction.
UPDATE forum_threads SET top_level_replies = (
  SELECT count(*) FROM forum_replies r WHERE r.forum_thread_id = forum_threads.id AND r.parent_id IS NULL
);
--> statement-breakpoint
CREATE TRIGGER forum_replies_top_level_insert AFTER INSERT ON forum_replies WHEN NEW.parent_id IS NULL BEGIN
  UPDATE forum_threads SET top_level_replies = top_level_replies + 1 WHERE id = NEW.forum_thread_id;
END;
--> statement-breakpoint
CREATE TRIGGER forum_replies_top_level_delete AFTER DELETE ON forum_replies WHEN OLD.parent_id IS NULL BEGIN
  UPDATE forum_threads SET top_level_replies = max(top_level_replies - 1, 0) WHERE id = OLD.forum_thread_id;
END;
--> statement-breakpoint
CREATE TRIGGER forum_replies_top_level_move AFTER UPDATE OF parent_id, forum_thread_id ON forum_replies
  WHEN OLD.parent_id IS NOT NEW.parent_id OR OLD.forum_thread_id IS NOT NEW.forum_thread_id BEGIN
  UPDATE forum_threads SET top_level_replies = max(top_level_replies - 1, 0)
    WHERE OLD.parent_id IS NULL AND id = OLD.forum_thread_id;
  UPDATE forum_threads SET top_level_replies = top_level_replies + 1
    WHERE NEW.parent_id IS NULL AND id = NEW.forum_thread_id;
END;
