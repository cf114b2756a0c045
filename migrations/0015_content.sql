CREATE TABLE `comments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`parent_id` integer,
	`user_id` integer NOT NULL,
	`body` text NOT NULL,
	`entities` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_item_created` ON `comments` (`item_type`,`item_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_parent` ON `comments` (`parent_id`);--> statement-breakpoint
CREATE INDEX `comments_user` ON `comments` (`user_id`);--> statement-breakpoint
CREATE TABLE `feed_items` (
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`user_id` integer,
	`group_id` integer,
	`is_private` integer DEFAULT 0 NOT NULL,
	`published_at` text NOT NULL,
	PRIMARY KEY(`item_type`, `item_id`)
);
--> statement-breakpoint
CREATE INDEX `feed_items_published` ON `feed_items` (`published_at`,`item_type`,`item_id`);--> statement-breakpoint
CREATE INDEX `feed_items_type_published` ON `feed_items` (`item_type`,`published_at`,`item_id`);--> statement-breakpoint
CREATE INDEX `feed_items_user_published` ON `feed_items` (`user_id`,`published_at`);--> statement-breakpoint
CREATE TABLE `item_counters` (
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`total_likes` integer DEFAULT 0 NOT NULL,
	`total_comments` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`item_type`, `item_id`)
);
--> statement-breakpoint
CREATE TABLE `likes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`item_type` text NOT NULL,
	`item_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `likes_item_user` ON `likes` (`item_type`,`item_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `likes_user` ON `likes` (`user_id`);--> statement-breakpoint
CREATE TABLE `post_categories` (
	`post_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`post_id`, `category_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_categories_category` ON `post_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `post_uploads` (
	`post_id` integer NOT NULL,
	`upload_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`post_id`, `upload_id`),
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`slug` text NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`body` text,
	`body_text` text DEFAULT '' NOT NULL,
	`img` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`group_id` integer,
	`settings` text DEFAULT '{}' NOT NULL,
	`poll_id` integer,
	`stripe_id` text,
	`price_paid` integer DEFAULT 0 NOT NULL,
	`offline_payment` integer DEFAULT false NOT NULL,
	`total_impressions` integer DEFAULT 0 NOT NULL,
	`approved_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`group_id`) REFERENCES `groups`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "posts_type" CHECK("posts"."type" IN ('news', 'resource', 'promotion', 'page')),
	CONSTRAINT "posts_status" CHECK("posts"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `posts_type_slug` ON `posts` (`type`,`slug`);--> statement-breakpoint
CREATE INDEX `posts_type_status_created` ON `posts` (`type`,`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `posts_user_type_created` ON `posts` (`user_id`,`type`,`created_at`);