CREATE TABLE `forum_attachments` (
	`upload_id` integer PRIMARY KEY NOT NULL,
	`forum_thread_id` integer NOT NULL,
	`forum_reply_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`forum_thread_id`) REFERENCES `forum_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`forum_reply_id`) REFERENCES `forum_replies`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_attachments_thread` ON `forum_attachments` (`forum_thread_id`,`forum_reply_id`,`position`);--> statement-breakpoint
CREATE INDEX `forum_attachments_reply` ON `forum_attachments` (`forum_reply_id`);--> statement-breakpoint
CREATE TABLE `forum_categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`img` text,
	`group_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`total_threads` integer DEFAULT 0 NOT NULL,
	`total_replies` integer DEFAULT 0 NOT NULL,
	`last_activity_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE restrict,
	CONSTRAINT "forum_categories_counts" CHECK("forum_categories"."total_threads" >= 0 AND "forum_categories"."total_replies" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `forum_categories_slug_unique` ON `forum_categories` (`slug`);--> statement-breakpoint
CREATE INDEX `forum_categories_position` ON `forum_categories` (`position`,`name`);--> statement-breakpoint
CREATE TABLE `forum_deleted_replies` (
	`reply_id` integer PRIMARY KEY NOT NULL,
	`forum_thread_id` integer NOT NULL,
	`deleted_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `forum_deleted_replies_thread` ON `forum_deleted_replies` (`forum_thread_id`,`deleted_at`);--> statement-breakpoint
CREATE TABLE `forum_likes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`forum_object_type` text NOT NULL,
	`forum_object_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_likes_object_latest` ON `forum_likes` (`forum_object_type`,`forum_object_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `forum_likes_once` ON `forum_likes` (`forum_object_type`,`forum_object_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `forum_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`forum_thread_id` integer NOT NULL,
	`parent_id` integer,
	`user_id` integer,
	`body` text NOT NULL,
	`entities` text DEFAULT '[]' NOT NULL,
	`total_likes` integer DEFAULT 0 NOT NULL,
	`last_edited_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`forum_thread_id`) REFERENCES `forum_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`parent_id`) REFERENCES `forum_replies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "forum_replies_likes" CHECK("forum_replies"."total_likes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `forum_replies_thread` ON `forum_replies` (`forum_thread_id`,`parent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_replies_parent` ON `forum_replies` (`parent_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_replies_thread_updated` ON `forum_replies` (`forum_thread_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `forum_replies_updated` ON `forum_replies` (`updated_at`);--> statement-breakpoint
CREATE INDEX `forum_replies_user` ON `forum_replies` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `forum_thread_mentions` (
	`forum_thread_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	PRIMARY KEY(`forum_thread_id`, `user_id`),
	FOREIGN KEY (`forum_thread_id`) REFERENCES `forum_threads`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_thread_mentions_user` ON `forum_thread_mentions` (`user_id`);--> statement-breakpoint
CREATE TABLE `forum_thread_tags` (
	`forum_thread_id` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`forum_thread_id`, `tag`),
	FOREIGN KEY (`forum_thread_id`) REFERENCES `forum_threads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `forum_thread_tags_tag` ON `forum_thread_tags` (`tag`,`forum_thread_id`);--> statement-breakpoint
CREATE TABLE `forum_threads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`forum_category_id` integer NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`body` text NOT NULL,
	`entities` text DEFAULT '[]' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`is_sticky` integer DEFAULT false NOT NULL,
	`private` integer DEFAULT false NOT NULL,
	`poll_id` integer,
	`total_replies` integer DEFAULT 0 NOT NULL,
	`total_likes` integer DEFAULT 0 NOT NULL,
	`last_activity_at` text NOT NULL,
	`last_edited_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`forum_category_id`) REFERENCES `forum_categories`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "forum_threads_counts" CHECK("forum_threads"."total_replies" >= 0 AND "forum_threads"."total_likes" >= 0)
);
--> statement-breakpoint
CREATE INDEX `forum_threads_category_list` ON `forum_threads` (`forum_category_id`,`is_sticky`,`last_activity_at`);--> statement-breakpoint
CREATE INDEX `forum_threads_user` ON `forum_threads` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `forum_threads_private` ON `forum_threads` (`private`,`last_activity_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `forum_threads_slug` ON `forum_threads` (`forum_category_id`,`slug`);--> statement-breakpoint
CREATE TABLE `group_user_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`group_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_user_requests_user` ON `group_user_requests` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `group_user_requests_once` ON `group_user_requests` (`group_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `group_users` (
	`group_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`group_id`, `user_id`),
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `group_users_user` ON `group_users` (`user_id`);--> statement-breakpoint
CREATE TABLE `groups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`slug` text NOT NULL,
	`description` text,
	`img` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`privacy` text DEFAULT 'private' NOT NULL,
	`show_members` integer DEFAULT true NOT NULL,
	`hide_attendees` integer DEFAULT false NOT NULL,
	`total_users` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `groups_slug_unique` ON `groups` (`slug`);--> statement-breakpoint
CREATE INDEX `groups_status_title` ON `groups` (`status`,`title`);