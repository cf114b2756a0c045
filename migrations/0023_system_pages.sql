-- The system pages of spec 01 §2 / spec 02 §3 exist on every site: the FAQ page (its FAQ settings
-- live in settings.faq_settings) and one page per feature screen (/members, /events, /promotions,
-- /polls, /news), whose title, cover and body introduce that screen. They cannot be deleted.
INSERT OR IGNORE INTO posts (type, slug, title, excerpt, body, body_text, status, is_system, settings, created_at, updated_at) VALUES
  ('page', 'faq', 'Frequently asked questions', '', '{"type":"doc","content":[{"type":"paragraph"}]}', '', 'approved', 1,
   '{"faq_settings":{"faq_title":"Frequently asked questions","faq_logo":null,"faq_colour":"#1F4E79","faq_sub_heading":"Can''t find an answer? Ask us below.","faq_default_questions":[]}}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('page', 'members', 'Members', '', '{"type":"doc","content":[{"type":"paragraph"}]}', '', 'approved', 1, '{}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('page', 'events', 'Events', '', '{"type":"doc","content":[{"type":"paragraph"}]}', '', 'approved', 1, '{}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('page', 'promotions', 'Promotions', '', '{"type":"doc","content":[{"type":"paragraph"}]}', '', 'approved', 1, '{}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('page', 'polls', 'Polls', '', '{"type":"doc","content":[{"type":"paragraph"}]}', '', 'approved', 1, '{}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  ('page', 'news', 'News', '', '{"type":"doc","content":[{"type":"paragraph"}]}', '', 'approved', 1, '{}',
   strftime('%Y-%m-%dT%H:%M:%fZ', 'now'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
