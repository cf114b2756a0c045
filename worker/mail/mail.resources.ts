import type { emailOutbox } from '../db/schema'

export const toOutboxResource = (r: typeof emailOutbox.$inferSelect) => ({
  id: r.id,
  to: r.to,
  subject: r.subject,
  text: r.text,
  template_key: r.templateKey,
  status: r.status,
  created_at: r.createdAt,
})
