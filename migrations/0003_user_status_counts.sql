CREATE TABLE `user_status_counts` (
	`is_active` integer PRIMARY KEY NOT NULL,
	`total` integer DEFAULT 0 NOT NULL
);
