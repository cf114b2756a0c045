-- Data: the permission catalogue (spec 03 §6), the built-in roles and their default grants,
-- the email templates and the built-in user attribute definitions.
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('events.view', 'View events', 'Events', '["visitor", "member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('events.create', 'Create events', 'Events', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('events.manage', 'Manage anyone''s events, their status and attendees', 'Events', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('news.view:directory', 'View news', 'News', '["visitor", "member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('news.create', 'Create news posts', 'News', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('news.create-billable', 'Create news posts for a fee', 'News', '[]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('news.manage', 'Manage anyone''s news posts and their status', 'News', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('polls.view', 'View polls', 'Polls', '["visitor", "member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('polls.create', 'Create polls', 'Polls', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('polls.create-billable', 'Create polls for a fee', 'Polls', '[]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('polls.manage', 'Manage anyone''s polls, options and status', 'Polls', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('polls.export-voters', 'Export who voted for which option', 'Polls', '["admin"]', 'Exports members’ names and email addresses.');
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('surveys.create', 'Create surveys', 'Surveys', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('surveys.create-billable', 'Create surveys for a fee', 'Surveys', '[]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('surveys.manage', 'Manage anyone''s surveys and their status', 'Surveys', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('surveys.export-voters', 'Export who answered which option', 'Surveys', '["admin"]', 'Exports members’ names and email addresses.');
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('promotions.view', 'View promotions', 'Promotions', '["visitor", "member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('promotions.create', 'Create promotions', 'Promotions', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('promotions.create-billable', 'Create promotions for a fee', 'Promotions', '[]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('promotions.manage', 'Manage anyone''s promotions and their status', 'Promotions', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('resources.view', 'View resources', 'Resources', '["visitor", "member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('resources.create', 'Create resources', 'Resources', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('resources.manage', 'Manage anyone''s resources and their status', 'Resources', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('packages.view', 'View member packages', 'Packages', '["visitor", "member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('pages.manage', 'Manage and delete pages', 'Pages', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('forum-categories.manage', 'Manage and delete forum categories', 'Forum', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('forum-threads.manage', 'Edit, delete and stick any thread or reply', 'Forum', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('forum-threads.create:private', 'Create private threads', 'Forum', '["contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('sites.set.settings', 'Change site settings, header links and charges', 'Site', '["admin"]', 'Changes apply to the whole site at once.');
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('sites.set.user_attrs', 'Change which profile fields exist and who may edit them', 'Site', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.view:directory', 'View the members directory', 'Users', '["member", "contributor", "admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.view:inactive', 'See inactive members', 'Users', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.create', 'Create members', 'Users', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.update', 'Edit other members', 'Users', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.delete', 'Delete members', 'Users', '["admin"]', 'Deleting a member cannot be undone.');
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.export', 'Export members', 'Users', '["admin"]', 'Exports members’ personal data.');
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.import', 'Import members from CSV', 'Users', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.set.role_id', 'Change a member’s role', 'Users', '["admin"]', 'Lets the holder give others any permission they hold themselves.');
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('users.set.is_active', 'Approve, activate and deactivate members', 'Users', '["admin"]', NULL);
--> statement-breakpoint
INSERT INTO permissions (key, label, feature, default_roles, warning) VALUES ('roles.manage', 'Create, edit and delete roles', 'Roles', '["admin"]', 'Lets the holder change what every role may do.');
--> statement-breakpoint
INSERT INTO roles (id, key, label, legacy_role, is_system, created_at, updated_at) VALUES (1, 'visitor', 'Visitor', 'visitor', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
--> statement-breakpoint
INSERT INTO roles (id, key, label, legacy_role, is_system, created_at, updated_at) VALUES (2, 'member', 'Member', 'member', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
--> statement-breakpoint
INSERT INTO roles (id, key, label, legacy_role, is_system, created_at, updated_at) VALUES (3, 'contributor', 'Contributor', 'contributor', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
--> statement-breakpoint
INSERT INTO roles (id, key, label, legacy_role, is_system, created_at, updated_at) VALUES (4, 'admin', 'Admin', 'admin', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
--> statement-breakpoint
INSERT INTO roles (id, key, label, legacy_role, is_system, created_at, updated_at) VALUES (5, 'super_admin', 'Super Admin', 'super_admin', 1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z');
--> statement-breakpoint
INSERT INTO role_permissions (role_id, permission_key) SELECT r.id, p.key FROM roles r JOIN permissions p ON EXISTS (SELECT 1 FROM json_each(p.default_roles) j WHERE j.value = r.key) WHERE r.is_system = 1;
--> statement-breakpoint
INSERT INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('user.requested', 'Thanks for requesting to join :site_name', 'Hi :name,

Thanks for requesting to join :site_name. An administrator will review your request soon, and we will email you as soon as you can sign in.', 'approved', '[":site_name", ":name"]', 0, 1);
--> statement-breakpoint
INSERT INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('admin.user_requested', ':name asked to join :site_name', ':name (:email) has asked to join :site_name.

Review the request: :link', 'approved', '[":site_name", ":name", ":email", ":link"]', 1, 1);
--> statement-breakpoint
INSERT INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('user.approved', 'Welcome to :site_name', 'Hi :name,

Your request to join :site_name has been approved. Sign in with the email address and password you chose when you signed up:

:link', 'approved', '[":site_name", ":name", ":link"]', 0, 1);
--> statement-breakpoint
INSERT INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('password.reset', 'Reset your :site_name password', 'Hi :name,

Someone asked to reset the password of your :site_name account. If it was you, choose a new password here within 60 minutes:

:link

If it was not you, you can ignore this email: your password has not changed.', 'approved', '[":site_name", ":name", ":link"]', 0, 1);
--> statement-breakpoint
INSERT INTO email_templates (key, subject, body, status, placeholders, can_disable, active) VALUES ('notification', ':title', ':body

:link

You can choose which emails :site_name sends you in your profile, under Notifications.', 'approved', '[":site_name", ":title", ":body", ":link"]', 1, 1);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('title', 'Title', 0, 1, 0, 1, 1, 'select', '["Mr", "Ms", "Mrs", "Miss", "Dr", "Prof", "Mx"]', 'basics', 0);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('gender', 'Gender', 0, 1, 0, 1, 0, 'select', '["m", "f", "nb", "t", "i"]', 'basics', 1);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('dob', 'Date of birth', 0, 1, 0, 1, 0, 'text', '[]', 'basics', 2);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('img', 'Profile image', 0, 1, 0, 1, 0, 'text', '[]', 'profile', 3);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('bio', 'Bio', 0, 1, 0, 1, 0, 'text', '[]', 'profile', 4);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('youtube_url', 'YouTube', 0, 1, 0, 1, 0, 'text', '[]', 'profile', 5);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('interests', 'Interests', 0, 1, 0, 1, 0, 'text', '[]', 'profile', 6);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('city', 'City', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 7);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('postcode', 'Postcode', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 8);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('tel', 'Telephone', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 9);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('mob', 'Mobile', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 10);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('website', 'Website', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 11);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('twitter', 'Twitter', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 12);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('linkedin', 'LinkedIn', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 13);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('facebook', 'Facebook', 0, 1, 0, 1, 0, 'text', '[]', 'contact', 14);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('company', 'Company', 0, 1, 0, 1, 0, 'text', '[]', 'professional', 15);
--> statement-breakpoint
INSERT INTO user_attributes (key, label, custom, visible, private, editable, required, type, options, tab, position) VALUES ('industry', 'Industry', 0, 1, 0, 1, 0, 'text', '[]', 'professional', 16);
