-- Vote counters, claim counters and the feed rows of polls, surveys and promotions are kept by
-- triggers, in the same transaction as the vote, claim or item write (as migration 0016 does for
-- likes and comments): a vote counts once, under any concurrency, and a failed batch leaves the
-- counts as they were. Approved votes are the results; pending ones are the approval queue.
CREATE TRIGGER poll_votes_count_insert AFTER INSERT ON poll_votes BEGIN
  UPDATE poll_options SET
    total_votes = total_votes + (NEW.status = 'approved'),
    total_pending_votes = total_pending_votes + (NEW.status = 'pending')
    WHERE id = NEW.poll_option_id;
  UPDATE polls SET
    total_votes = total_votes + (NEW.status = 'approved'),
    total_pending_votes = total_pending_votes + (NEW.status = 'pending')
    WHERE id = NEW.poll_id;
END;
--> statement-breakpoint
CREATE TRIGGER poll_votes_count_delete AFTER DELETE ON poll_votes BEGIN
  UPDATE poll_options SET
    total_votes = total_votes - (OLD.status = 'approved'),
    total_pending_votes = total_pending_votes - (OLD.status = 'pending')
    WHERE id = OLD.poll_option_id;
  UPDATE polls SET
    total_votes = total_votes - (OLD.status = 'approved'),
    total_pending_votes = total_pending_votes - (OLD.status = 'pending')
    WHERE id = OLD.poll_id;
END;
--> statement-breakpoint
CREATE TRIGGER poll_votes_count_update AFTER UPDATE OF status, poll_option_id ON poll_votes BEGIN
  UPDATE poll_options SET
    total_votes = total_votes - (OLD.status = 'approved'),
    total_pending_votes = total_pending_votes - (OLD.status = 'pending')
    WHERE id = OLD.poll_option_id;
  UPDATE poll_options SET
    total_votes = total_votes + (NEW.status = 'approved'),
    total_pending_votes = total_pending_votes + (NEW.status = 'pending')
    WHERE id = NEW.poll_option_id;
  UPDATE polls SET
    total_votes = total_votes - (OLD.status = 'approved') + (NEW.status = 'approved'),
    total_pending_votes = total_pending_votes - (OLD.status = 'pending') + (NEW.status = 'pending')
    WHERE id = NEW.poll_id;
END;
--> statement-breakpoint
CREATE TRIGGER promotion_claims_count_insert AFTER INSERT ON promotion_claims BEGIN
  UPDATE posts SET total_claimed = total_claimed + 1 WHERE id = NEW.post_id;
END;
--> statement-breakpoint
CREATE TRIGGER promotion_claims_count_delete AFTER DELETE ON promotion_claims BEGIN
  UPDATE posts SET total_claimed = total_claimed - 1 WHERE id = OLD.post_id;
END;
--> statement-breakpoint
-- Feed rows: approved polls of their own (not embedded in a survey, not kept off the polls list)
-- and approved surveys (a private survey is a private row: signed-in readers only).
CREATE TRIGGER polls_feed_insert AFTER INSERT ON polls
  WHEN NEW.status = 'approved' AND NEW.survey_id IS NULL AND NEW.dont_show_on_polls = 0 BEGIN
  DELETE FROM feed_items WHERE item_type = NEW.type AND item_id = NEW.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    VALUES (NEW.type, NEW.id, NEW.user_id, NULL, NEW.is_private, coalesce(NEW.approved_at, NEW.created_at));
END;
--> statement-breakpoint
CREATE TRIGGER polls_feed_update AFTER UPDATE OF status, survey_id, dont_show_on_polls, is_private, user_id, approved_at, created_at ON polls BEGIN
  DELETE FROM feed_items WHERE item_type = OLD.type AND item_id = OLD.id;
  INSERT INTO feed_items (item_type, item_id, user_id, group_id, is_private, published_at)
    SELECT NEW.type, NEW.id, NEW.user_id, NULL, NEW.is_private, coalesce(NEW.approved_at, NEW.created_at)
    WHERE NEW.status = 'approved' AND NEW.survey_id IS NULL AND NEW.dont_show_on_polls = 0;
END;
--> statement-breakpoint
CREATE TRIGGER polls_delete_engagement AFTER DELETE ON polls BEGIN
  DELETE FROM feed_items WHERE item_type = OLD.type AND item_id = OLD.id;
  DELETE FROM comments WHERE item_type = OLD.type AND item_id = OLD.id;
  DELETE FROM likes WHERE item_type = OLD.type AND item_id = OLD.id;
  DELETE FROM item_counters WHERE item_type = OLD.type AND item_id = OLD.id;
END;
