CREATE TABLE `adverts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`href` text NOT NULL,
	`cost` integer,
	`position` text DEFAULT 'sidebar' NOT NULL,
	`img` text,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`total_clicks` integer DEFAULT 0 NOT NULL,
	`total_impressions` integer DEFAULT 0 NOT NULL,
	`approved_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "adverts_status" CHECK("adverts"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "adverts_position" CHECK("adverts"."position" IN ('header', 'sidebar', 'feed', 'footer'))
);
--> statement-breakpoint
CREATE INDEX `adverts_position_window` ON `adverts` (`status`,`position`,`starts_at`,`ends_at`);--> statement-breakpoint
CREATE INDEX `adverts_created` ON `adverts` (`created_at`);--> statement-breakpoint
CREATE TABLE `faq_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`question` text NOT NULL,
	`user_id` integer,
	`answered_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `faq_questions_created` ON `faq_questions` (`created_at`);--> statement-breakpoint
CREATE TABLE `newsletter_subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`user_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`token_hash` text,
	`confirmed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "newsletter_subscribers_status" CHECK("newsletter_subscribers"."status" IN ('pending', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_email` ON `newsletter_subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_subscribers_token` ON `newsletter_subscribers` (`token_hash`);--> statement-breakpoint
CREATE INDEX `newsletter_subscribers_status_created` ON `newsletter_subscribers` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `push_templates` (
	`key` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`notification` text NOT NULL,
	`placeholders` text DEFAULT '[]' NOT NULL,
	`can_disable` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `category_types` ADD `max_depth` integer DEFAULT 1 NOT NULL;