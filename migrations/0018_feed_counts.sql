CREATE TABLE `feed_counts` (
	`item_type` text NOT NULL,
	`is_private` integer NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`item_type`, `is_private`)
);
