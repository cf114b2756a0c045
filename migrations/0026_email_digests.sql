CREATE TABLE `email_digests` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`checked_on` text NOT NULL,
	`sent_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- The daily digest's email (worker/digest/); an admin edits its wording at /admin/settings/email-templates.
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('digest', 'What is new on :site_name', 'Hi :name,

Here is what happened on :site_name since your last digest.

:summary

See it all at :link

You get this digest once a day when there is something new for you. You can turn it off in your profile, under Notifications.', 'approved', '[":site_name",":name",":full_name",":summary",":link"]', 1, 1);
--> statement-breakpoint
-- Like every kind's, for the push channel when it comes; the digest job sends the email alone.
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('digest', 'What is new on :site_name', 'New threads, events and messages are waiting for you, :name.', '[":site_name",":name",":link"]', 1, 1, '2026-11-28T00:00:00.000Z');
