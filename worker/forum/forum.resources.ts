import { trustedJson } from '../lib/json'
import { fileSrc, formatFilesize } from '../uploads/uploads.resources'
import { fullName, initialsOf } from '../users/users.resources'
import { attachmentsJson } from './forum-attachments.queries'
import { forumUserJson, mentionsJson } from './forum.queries'
import type { ForumFile, ForumUser, MentionEntity, UploadFiles } from './forum-responses.schemas'

/**
 * The parts every forum resource shares, from the JSON its reads build in SQL (forum.queries.ts):
 * the author, the mentioned members as they are now, and the attached files by category. Read
 * with trustedJson: checked against the shapes in tests, JSON.parse alone in production.
 */

export const toForumUser = (json: string | null): ForumUser | null => {
  const u = trustedJson(forumUserJson, json, null)
  if (!u) return null
  return {
    id: u.id,
    full_name: fullName(u),
    slug: u.slug,
    img: u.img,
    initials: initialsOf(u),
    company: u.company,
    is_forum_mod: Boolean(u.is_forum_mod),
  }
}

export const toMentionEntities = (json: string | null): MentionEntity[] =>
  trustedJson(mentionsJson, json, []).map((e) => ({
    entity_id: Number(e.entity_id),
    entity_type: 'user',
    body: e.body,
    entity: e.entity
      ? { id: e.entity.id, full_name: fullName(e.entity), slug: e.entity.slug }
      : null,
  }))

const emptyFiles = (): UploadFiles => ({ images: [], audio: [], documents: [], videos: [] })

const isCategory = (category: string): category is keyof UploadFiles =>
  category === 'images' || category === 'audio' || category === 'documents' || category === 'videos'

export const toUploadFiles = (
  json: string | null,
): { uploads: number[]; upload_files: UploadFiles } => {
  const rows = trustedJson(attachmentsJson, json, [])
  const files = emptyFiles()
  for (const row of rows) {
    const file: ForumFile = {
      id: row.id,
      path: row.path,
      src: fileSrc(row.path),
      mime: row.mime,
      client_filename: row.client_filename,
      filesize: row.filesize,
      filesize_formatted: formatFilesize(row.filesize),
    }
    if (isCategory(row.category)) files[row.category].push(file)
  }
  return { uploads: rows.map((r) => r.id), upload_files: files }
}
