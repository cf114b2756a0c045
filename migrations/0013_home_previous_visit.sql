ALTER TABLE `users` ADD `previous_visit_at` text;--> statement-breakpoint
CREATE INDEX `forum_threads_activity` ON `forum_threads` (`last_activity_at`);