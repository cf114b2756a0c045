CREATE TABLE `connect_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_from_id` integer NOT NULL,
	`user_to_id` integer NOT NULL,
	`message` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_from_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_to_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "connect_requests_not_self" CHECK("connect_requests"."user_from_id" <> "connect_requests"."user_to_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connect_requests_pair` ON `connect_requests` (`user_from_id`,`user_to_id`);--> statement-breakpoint
CREATE INDEX `connect_requests_to` ON `connect_requests` (`user_to_id`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `connect_requests_from` ON `connect_requests` (`user_from_id`,`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `connections` (
	`user_from_id` integer NOT NULL,
	`user_to_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`user_from_id`, `user_to_id`),
	FOREIGN KEY (`user_from_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_to_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "connections_not_self" CHECK("connections"."user_from_id" <> "connections"."user_to_id")
);
--> statement-breakpoint
CREATE INDEX `connections_from_created` ON `connections` (`user_from_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `member_blocks` (
	`blocker_id` integer NOT NULL,
	`blocked_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`blocker_id`, `blocked_id`),
	FOREIGN KEY (`blocker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blocked_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `member_blocks_blocked` ON `member_blocks` (`blocked_id`,`blocker_id`);--> statement-breakpoint
CREATE TABLE `member_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reporter_id` integer,
	`reported_id` integer NOT NULL,
	`reason` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by_id` integer,
	`resolved_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reported_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`resolved_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `member_reports_status_created` ON `member_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `message_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`thread_id` integer NOT NULL,
	`user_id` integer,
	`body` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_posts_thread` ON `message_posts` (`thread_id`,`id`);--> statement-breakpoint
CREATE TABLE `message_thread_users` (
	`thread_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`read_at` text,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`last_post_at` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`thread_id`, `user_id`),
	FOREIGN KEY (`thread_id`) REFERENCES `message_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `message_thread_users_inbox` ON `message_thread_users` (`user_id`,`last_post_at`);--> statement-breakpoint
CREATE TABLE `message_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`is_group` integer DEFAULT false NOT NULL,
	`pair_key` text,
	`created_by_id` integer,
	`last_post_id` integer,
	`last_post_user_id` integer,
	`last_post_excerpt` text,
	`last_post_at` text,
	`total_posts` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `message_threads_pair_key_unique` ON `message_threads` (`pair_key`);--> statement-breakpoint
ALTER TABLE `users` ADD `place_id` text;--> statement-breakpoint
ALTER TABLE `users` ADD `place_name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `lat` real;--> statement-breakpoint
ALTER TABLE `users` ADD `lng` real;--> statement-breakpoint
CREATE INDEX `users_directory_geo` ON `users` (`lat`,`lng`);