CREATE TABLE `poll_categories` (
	`poll_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`poll_id`, `category_id`),
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `poll_categories_category` ON `poll_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `poll_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`poll_id` integer NOT NULL,
	`value` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`total_votes` integer DEFAULT 0 NOT NULL,
	`total_pending_votes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `poll_options_poll` ON `poll_options` (`poll_id`,`position`);--> statement-breakpoint
CREATE TABLE `poll_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`poll_id` integer NOT NULL,
	`poll_option_id` integer NOT NULL,
	`survey_id` integer,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`approved_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`poll_option_id`) REFERENCES `poll_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "poll_votes_status" CHECK("poll_votes"."status" IN ('pending', 'approved'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `poll_votes_poll_user` ON `poll_votes` (`poll_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `poll_votes_status_created` ON `poll_votes` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `poll_votes_poll_status` ON `poll_votes` (`poll_id`,`status`,`poll_option_id`);--> statement-breakpoint
CREATE INDEX `poll_votes_user_survey` ON `poll_votes` (`user_id`,`survey_id`);--> statement-breakpoint
CREATE TABLE `polls` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`user_id` integer,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`sponsored_by` text,
	`sponsored_by_link` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`is_private` integer DEFAULT false NOT NULL,
	`dont_show_on_polls` integer DEFAULT false NOT NULL,
	`event_id` integer,
	`parent_id` integer,
	`survey_id` integer,
	`total_votes` integer DEFAULT 0 NOT NULL,
	`total_pending_votes` integer DEFAULT 0 NOT NULL,
	`stripe_id` text,
	`price_paid` integer DEFAULT 0 NOT NULL,
	`offline_payment` integer DEFAULT false NOT NULL,
	`approved_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`parent_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`survey_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "polls_type" CHECK("polls"."type" IN ('poll', 'survey')),
	CONSTRAINT "polls_status" CHECK("polls"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `polls_type_status_starts` ON `polls` (`type`,`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `polls_user_type_created` ON `polls` (`user_id`,`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `polls_survey` ON `polls` (`survey_id`);--> statement-breakpoint
CREATE INDEX `polls_parent` ON `polls` (`parent_id`);--> statement-breakpoint
CREATE INDEX `polls_event` ON `polls` (`event_id`);--> statement-breakpoint
CREATE TABLE `promotion_claims` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`post_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_claims_post_user` ON `promotion_claims` (`post_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `promotion_claims_user_created` ON `promotion_claims` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `promotion_claims_post_created` ON `promotion_claims` (`post_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `survey_answers` (
	`submission_id` integer NOT NULL,
	`question_id` integer NOT NULL,
	`answer` text NOT NULL,
	PRIMARY KEY(`submission_id`, `question_id`),
	FOREIGN KEY (`submission_id`) REFERENCES `survey_submissions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`question_id`) REFERENCES `survey_questions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `survey_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`survey_id` integer NOT NULL,
	`question` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`survey_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `survey_questions_survey` ON `survey_questions` (`survey_id`,`position`);--> statement-breakpoint
CREATE TABLE `survey_submissions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`survey_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`survey_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `survey_submissions_survey_user` ON `survey_submissions` (`survey_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `survey_submissions_survey_created` ON `survey_submissions` (`survey_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `posts` ADD `tier` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `starts_at` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `ends_at` text;--> statement-breakpoint
ALTER TABLE `posts` ADD `is_system` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `posts` ADD `total_claimed` integer DEFAULT 0 NOT NULL;