DROP INDEX `events_parent_starts`;--> statement-breakpoint
CREATE INDEX `events_parent_starts` ON `events` (`parent_id`,`starts_at`,`ends_at`,`status`,`private`,`user_id`);