CREATE TABLE `categories` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`parent_id` integer,
	`type_id` integer,
	`position` integer DEFAULT 0 NOT NULL,
	`img` text,
	`group_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`type_id`) REFERENCES `category_types`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_slug_unique` ON `categories` (`slug`);--> statement-breakpoint
CREATE INDEX `categories_type_position` ON `categories` (`type_id`,`parent_id`,`position`);--> statement-breakpoint
CREATE TABLE `category_types` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`categorizables` text DEFAULT '[]' NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `calendar_feeds` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_hash_unique` ON `calendar_feeds` (`token_hash`);--> statement-breakpoint
CREATE TABLE `event_attendees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`order_id` integer,
	`user_id` integer,
	`ticket_id` integer,
	`full_name` text NOT NULL,
	`email` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `event_orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`ticket_id`) REFERENCES `event_tickets`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `event_attendees_event` ON `event_attendees` (`event_id`,`id`);--> statement-breakpoint
CREATE INDEX `event_attendees_user` ON `event_attendees` (`user_id`);--> statement-breakpoint
CREATE INDEX `event_attendees_order` ON `event_attendees` (`order_id`);--> statement-breakpoint
CREATE TABLE `event_categories` (
	`event_id` integer NOT NULL,
	`category_id` integer NOT NULL,
	PRIMARY KEY(`event_id`, `category_id`),
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_categories_category` ON `event_categories` (`category_id`);--> statement-breakpoint
CREATE TABLE `event_lets_meet` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`user_from` integer NOT NULL,
	`user_to` integer NOT NULL,
	`message` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_from`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_to`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_lets_meet_from` ON `event_lets_meet` (`user_from`,`created_at`);--> statement-breakpoint
CREATE TABLE `event_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`event_id` integer NOT NULL,
	`ticket_id` integer NOT NULL,
	`user_id` integer,
	`email` text,
	`full_name` text,
	`status` text DEFAULT 'reserved' NOT NULL,
	`total_tickets` integer NOT NULL,
	`subevent_ids` text DEFAULT '[]' NOT NULL,
	`attrs` text DEFAULT '{"attr_text":{},"attr_select":{},"attr_check":{}}' NOT NULL,
	`unit_price_minor` integer DEFAULT 0 NOT NULL,
	`total_cost_minor` integer DEFAULT 0 NOT NULL,
	`payment_required` integer DEFAULT false NOT NULL,
	`payment_method` text,
	`stripe_id` text,
	`attended` integer DEFAULT false NOT NULL,
	`expires_at` text,
	`purchased_at` text,
	`cancelled_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ticket_id`) REFERENCES `event_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_orders_reference_unique` ON `event_orders` (`reference`);--> statement-breakpoint
CREATE INDEX `event_orders_user` ON `event_orders` (`user_id`,`status`);--> statement-breakpoint
CREATE INDEX `event_orders_event` ON `event_orders` (`event_id`,`status`);--> statement-breakpoint
CREATE INDEX `event_orders_expiry` ON `event_orders` (`status`,`expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_orders_live_member` ON `event_orders` (`event_id`,`user_id`) WHERE status <> 'cancelled' AND user_id IS NOT NULL;--> statement-breakpoint
CREATE TABLE `event_tickets` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`label` text DEFAULT 'Standard' NOT NULL,
	`price_minor` integer DEFAULT 0 NOT NULL,
	`no_limit` integer DEFAULT true NOT NULL,
	`total_available` integer DEFAULT 0 NOT NULL,
	`total_redeemed` integer DEFAULT 0 NOT NULL,
	`total_unredeemed` integer DEFAULT 0 NOT NULL,
	`total_held` integer DEFAULT 0 NOT NULL,
	`role_id` integer,
	`plan_id` integer,
	`available_until` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "event_tickets_seats" CHECK("event_tickets"."no_limit" = 1 OR "event_tickets"."total_redeemed" + "event_tickets"."total_held" <= "event_tickets"."total_available"),
	CONSTRAINT "event_tickets_counters" CHECK("event_tickets"."total_redeemed" >= 0 AND "event_tickets"."total_held" >= 0 AND "event_tickets"."total_unredeemed" >= 0)
);
--> statement-breakpoint
CREATE INDEX `event_tickets_event` ON `event_tickets` (`event_id`,`position`);--> statement-breakpoint
CREATE TABLE `event_waitlist` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`ticket_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`status` text DEFAULT 'waiting' NOT NULL,
	`offered_at` text,
	`offer_expires_at` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ticket_id`) REFERENCES `event_tickets`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `event_waitlist_queue` ON `event_waitlist` (`ticket_id`,`status`,`id`);--> statement-breakpoint
CREATE INDEX `event_waitlist_expiry` ON `event_waitlist` (`status`,`offer_expires_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_waitlist_member` ON `event_waitlist` (`event_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`user_id` integer,
	`parent_id` integer,
	`series_id` integer,
	`title` text NOT NULL,
	`excerpt` text DEFAULT '' NOT NULL,
	`description` text,
	`information` text,
	`img` text,
	`link` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`repeat` text DEFAULT 'never' NOT NULL,
	`repeat_times` integer DEFAULT 0 NOT NULL,
	`private` integer DEFAULT false NOT NULL,
	`address` text DEFAULT '{}' NOT NULL,
	`latlng` text,
	`contactables` text DEFAULT '{}' NOT NULL,
	`settings` text DEFAULT '{"hide_attendees":false}' NOT NULL,
	`custom_attrs` text DEFAULT '[]' NOT NULL,
	`payment_required` integer DEFAULT false NOT NULL,
	`ticketing_managed_externally` integer DEFAULT false NOT NULL,
	`group_id` integer,
	`poll_id` integer,
	`approved_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`parent_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `events_slug_unique` ON `events` (`slug`);--> statement-breakpoint
CREATE INDEX `events_status_starts` ON `events` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_parent_starts` ON `events` (`parent_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_user_starts` ON `events` (`user_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `events_series` ON `events` (`series_id`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`path` text NOT NULL,
	`kind` text NOT NULL,
	`category` text NOT NULL,
	`mime` text NOT NULL,
	`filesize` integer NOT NULL,
	`client_filename` text NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `uploads_path_unique` ON `uploads` (`path`);--> statement-breakpoint
CREATE INDEX `uploads_user` ON `uploads` (`user_id`,`created_at`);