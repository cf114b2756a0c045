CREATE INDEX `notifications_user_unread` ON `notifications` (`user_id`) WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX `users_created` ON `users` (`created_at`);