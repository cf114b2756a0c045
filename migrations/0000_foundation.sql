CREATE TABLE `email_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`template_key` text,
	`status` text DEFAULT 'stored' NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_created` ON `email_outbox` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_templates` (
	`key` text PRIMARY KEY NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'approved' NOT NULL,
	`placeholders` text DEFAULT '[]' NOT NULL,
	`can_disable` integer DEFAULT true NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` integer NOT NULL,
	`notification` text NOT NULL,
	`email` integer NOT NULL,
	`push` integer NOT NULL,
	PRIMARY KEY(`user_id`, `notification`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`body` text DEFAULT '' NOT NULL,
	`link` text,
	`data` text DEFAULT '{}' NOT NULL,
	`read_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `permissions` (
	`key` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`feature` text NOT NULL,
	`default_roles` text NOT NULL,
	`warning` text
);
--> statement-breakpoint
CREATE TABLE `role_permissions` (
	`role_id` integer NOT NULL,
	`permission_key` text NOT NULL,
	PRIMARY KEY(`role_id`, `permission_key`),
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `role_permissions_key` ON `role_permissions` (`permission_key`);--> statement-breakpoint
CREATE TABLE `roles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`label` text NOT NULL,
	`legacy_role` text DEFAULT 'member' NOT NULL,
	`is_system` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `roles_key_unique` ON `roles` (`key`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_attributes` (
	`key` text PRIMARY KEY NOT NULL,
	`label` text NOT NULL,
	`custom` integer DEFAULT false NOT NULL,
	`visible` integer DEFAULT true NOT NULL,
	`private` integer DEFAULT false NOT NULL,
	`editable` integer DEFAULT true NOT NULL,
	`required` integer DEFAULT false NOT NULL,
	`type` text DEFAULT 'text' NOT NULL,
	`options` text DEFAULT '[]' NOT NULL,
	`tab` text DEFAULT 'profile' NOT NULL,
	`position` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `auth_throttles` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `captcha_spent` (
	`signature` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `password_resets_user` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`remember` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`last_seen_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_id` integer DEFAULT 1 NOT NULL,
	`title` text DEFAULT 'Ms' NOT NULL,
	`forename` text NOT NULL,
	`surname` text NOT NULL,
	`email` text NOT NULL,
	`slug` text NOT NULL,
	`password_hash` text,
	`role` text DEFAULT 'member' NOT NULL,
	`role_id` integer,
	`is_active` integer DEFAULT 1 NOT NULL,
	`is_forum_mod` integer DEFAULT false NOT NULL,
	`img` text,
	`bio` text,
	`youtube_url` text,
	`gender` text,
	`dob` text,
	`industry` text,
	`company` text,
	`interests` text DEFAULT '[]' NOT NULL,
	`custom_attrs` text DEFAULT '{}' NOT NULL,
	`latlng` text,
	`contactables` text DEFAULT '{}' NOT NULL,
	`address` text DEFAULT '{}' NOT NULL,
	`in_directory` integer DEFAULT true NOT NULL,
	`show_connections` integer DEFAULT true NOT NULL,
	`is_subscribed` integer DEFAULT false NOT NULL,
	`agreed_to` integer DEFAULT false NOT NULL,
	`agreed_at` text,
	`agreed_on` text,
	`total_connects` integer DEFAULT 0 NOT NULL,
	`total_signins` integer DEFAULT 0 NOT NULL,
	`last_active_at` text,
	`last_signin_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`role_id`) REFERENCES `roles`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_slug_unique` ON `users` (`slug`);--> statement-breakpoint
CREATE INDEX `users_status_created` ON `users` (`is_active`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_surname` ON `users` (`surname`,`forename`);--> statement-breakpoint
CREATE INDEX `users_role` ON `users` (`role_id`);