DROP INDEX `events_status_starts`;--> statement-breakpoint
CREATE INDEX `events_status_starts` ON `events` (`status`,`starts_at`,`id`,`ends_at`,`parent_id`,`private`,`user_id`);