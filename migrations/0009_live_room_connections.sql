CREATE TABLE `live_room_connections` (
	`session_hash` text NOT NULL,
	`room` text NOT NULL,
	`user_id` integer NOT NULL,
	`connected_at` text NOT NULL,
	PRIMARY KEY(`session_hash`, `room`)
);
--> statement-breakpoint
CREATE INDEX `live_room_connections_user` ON `live_room_connections` (`user_id`,`connected_at`);