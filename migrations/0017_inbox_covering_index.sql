DROP INDEX `message_thread_users_inbox`;--> statement-breakpoint
CREATE INDEX `message_thread_users_inbox` ON `message_thread_users` (`user_id`,`last_post_at`,`unread_count`);