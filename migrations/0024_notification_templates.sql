-- One email template and one push template per notification kind (issue 16, templates).
-- Data only: an admin edits the wording at /admin/settings/email-templates and /push-notifications.
-- user.requested and user.approved keep their email rows from 0001 (admin.user_requested, user.approved).
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('user.requested', ':name asked to join', ':name (:email) is waiting for your approval.', '[":site_name",":name",":email",":link"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('user.approved', 'Welcome to :site_name', 'Hi :name, your membership is approved. You can sign in now.', '[":site_name",":name",":link"]', 0, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('event.submitted', 'New event waiting for approval: :event_title', 'Hi :name,

:author_name has submitted the event ":event_title" on :site_name. It is waiting for your approval:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":event_title",":author_name"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('event.submitted', 'Event waiting for approval', ':author_name submitted :event_title.', '[":site_name",":name",":link",":event_title",":author_name"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('event.approved', 'Your event :event_title is approved', 'Hi :name,

Good news: your event ":event_title" is approved and members of :site_name can now see it and book.

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":event_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('event.approved', 'Your event is approved', ':event_title is now live on :site_name.', '[":site_name",":name",":link",":event_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('event.lets_meet', ':actor_name would like to meet you at :event_title', 'Hi :name,

:actor_name is going to ":event_title" and would like to meet you there. They wrote:

:message

See who else is going:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":event_title",":message"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('event.lets_meet', 'Let''s meet at :event_title', ':actor_name would like to meet you: :message', '[":site_name",":name",":link",":actor_name",":event_title",":message"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('event.order_placed', 'Your tickets for :event_title', 'Hi :name,

Your order for :tickets to ":event_title" on :starts_at is confirmed. Your tickets are in My tickets:

:link

See you there!', 'approved', '[":site_name",":name",":link",":event_title",":tickets",":starts_at"]', 0, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('event.order_placed', 'Your tickets are booked', ':tickets for :event_title on :starts_at.', '[":site_name",":name",":link",":event_title",":tickets",":starts_at"]', 0, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('event.waitlist_offer', 'A seat is free for you at :event_title', 'Hi :name,

A seat has come free at ":event_title" and is held for you until :hold_until. Book it before then or it passes to the next person waiting:

:link', 'approved', '[":site_name",":name",":link",":event_title",":hold_until"]', 0, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('event.waitlist_offer', 'A seat is free for you', 'Book your seat at :event_title before :hold_until.', '[":site_name",":name",":link",":event_title",":hold_until"]', 0, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('forum.mention', ':actor_name mentioned you in ":thread_title"', 'Hi :name,

:actor_name mentioned you in the discussion ":thread_title" on the :site_name forum. Read it and reply:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":thread_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('forum.mention', 'You were mentioned', ':actor_name mentioned you in ":thread_title".', '[":site_name",":name",":link",":actor_name",":thread_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('group.join_request', ':actor_name asked to join :group_title', 'Hi :name,

:actor_name would like to join the private group ":group_title". Accept or decline the request here:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":group_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('group.join_request', 'Request to join :group_title', ':actor_name asked to join :group_title.', '[":site_name",":name",":link",":actor_name",":group_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('group.join_accepted', 'You have joined :group_title', 'Hi :name,

Your request to join ":group_title" on :site_name is accepted. Say hello to the group:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":group_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('group.join_accepted', 'Welcome to :group_title', 'Your request to join :group_title is accepted.', '[":site_name",":name",":link",":group_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('connection.requested', ':actor_name would like to connect with you', 'Hi :name,

:actor_name would like to connect with you on :site_name.

:message

Accept or decline the request here:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":message"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('connection.requested', 'New connect request', ':actor_name would like to connect with you.', '[":site_name",":name",":link",":actor_name",":message"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('connection.accepted', 'You are now connected with :actor_name', 'Hi :name,

:actor_name accepted your connect request: you are now connected on :site_name. See their profile:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('connection.accepted', 'New connection', 'You are now connected with :actor_name.', '[":site_name",":name",":link",":actor_name"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('member.reported', ':actor_name reported :reported_name', 'Hi :name,

:actor_name has reported the member :reported_name to the :site_name admins. Review the report here:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":reported_name"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('member.reported', 'A member was reported', ':actor_name reported :reported_name.', '[":site_name",":name",":link",":actor_name",":reported_name"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('message.received', ':actor_name sent you a message', 'Hi :name,

:actor_name sent you a message on :site_name:

:message

Read and reply:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":message"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('message.received', 'New message from :actor_name', ':message', '[":site_name",":name",":link",":actor_name",":message"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('comment.created', ':actor_name commented on :item_title', 'Hi :name,

:actor_name commented on ":item_title":

:comment

Read the conversation:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":item_title",":comment"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('comment.created', 'New comment on :item_title', ':actor_name: :comment', '[":site_name",":name",":link",":actor_name",":item_title",":comment"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('comment.replied', ':actor_name replied to your comment on :item_title', 'Hi :name,

:actor_name replied to your comment on ":item_title":

:comment

Read the conversation:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":item_title",":comment"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('comment.replied', 'New reply on :item_title', ':actor_name: :comment', '[":site_name",":name",":link",":actor_name",":item_title",":comment"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('post.submitted', 'New :item_type waiting for approval: :item_title', 'Hi :name,

A new :item_type, ":item_title", is waiting for your approval on :site_name.

:excerpt

Review it here:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":item_type",":item_title",":excerpt"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('post.submitted', 'New :item_type waiting for approval', ':item_title', '[":site_name",":name",":link",":item_type",":item_title",":excerpt"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('post.approved', 'Your :item_type :item_title is approved', 'Hi :name,

Your :item_type ":item_title" is approved and members of :site_name can now see it:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('post.approved', 'Your :item_type is approved', ':item_title is now live on :site_name.', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('post.rejected', 'Your :item_type :item_title was not approved', 'Hi :name,

Your :item_type ":item_title" was not approved for :site_name this time. You can edit it and submit it again:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('post.rejected', 'Your :item_type was not approved', ':item_title was not approved.', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('promotion.claimed', ':actor_name claimed :promotion_title', 'Hi :name,

:actor_name claimed your promotion ":promotion_title" on :site_name. See everyone who claimed it:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":actor_name",":promotion_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('promotion.claimed', 'Promotion claimed', ':actor_name claimed :promotion_title.', '[":site_name",":name",":link",":actor_name",":promotion_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('poll.submitted', 'New :item_type waiting for approval: :item_title', 'Hi :name,

A new :item_type, ":item_title", is waiting for your approval on :site_name.

:description

Review it here:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":item_type",":item_title",":description"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('poll.submitted', 'New :item_type waiting for approval', ':item_title', '[":site_name",":name",":link",":item_type",":item_title",":description"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('poll.approved', 'Your :item_type :item_title is approved', 'Hi :name,

Your :item_type ":item_title" is approved and members of :site_name can now take part:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('poll.approved', 'Your :item_type is approved', ':item_title is now open on :site_name.', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('poll.rejected', 'Your :item_type :item_title was not approved', 'Hi :name,

Your :item_type ":item_title" was not approved for :site_name this time. You can edit it and submit it again:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('poll.rejected', 'Your :item_type was not approved', ':item_title was not approved.', '[":site_name",":name",":link",":item_type",":item_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('poll.vote-approved', 'Your vote in :poll_title is approved', 'Hi :name,

Your vote in ":poll_title" is approved and now counts in the results:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":poll_title"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('poll.vote-approved', 'Your vote is approved', 'Your vote in :poll_title now counts.', '[":site_name",":name",":link",":poll_title"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('faq.question', 'New question from :asker_name', 'Hi :name,

:asker_name (:asker_email) asked a question through the FAQ page of :site_name:

:question

Reply to them by email, then mark the question answered:

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name",":name",":link",":asker_name",":asker_email",":question"]', 1, 1);
--> statement-breakpoint
INSERT OR IGNORE INTO push_templates (key, subject, notification, placeholders, can_disable, active, updated_at) VALUES ('faq.question', 'New FAQ question', ':asker_name asked: :question', '[":site_name",":name",":link",":asker_name",":asker_email",":question"]', 1, 1, '2026-11-27T00:00:00.000Z');
--> statement-breakpoint
INSERT OR IGNORE INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('newsletter.confirm', 'Confirm your subscription to the :site_name newsletter', 'Hello,

Someone, probably you, asked to receive the :site_name newsletter at this address. Follow the link below to confirm:

:link

If it was not you, ignore this email and nothing more will be sent.

To unsubscribe at any time: :unsubscribe_link', 'approved', '[":site_name",":link",":unsubscribe_link"]', 0, 1);
