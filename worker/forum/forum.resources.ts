import { fileSrc, formatFilesize } from '../uploads/uploads.resources'
import { fullName, initialsOf } from '../users/users.resource'
import type { ForumFile, ForumUser, MentionEntity, UploadFiles } from './forum.schemas'

/**
 * The parts every forum resource shares, from the JSON its reads build in SQL (forum.queries.ts):
 * the author, the mentioned members as they are now, and the attached files by category.
 */

type RawUser = {
  id: number
  forename: string
  surname: string
  slug: string
  img: string | null
  company: string | null
  is_forum_mod: number | boolean
}

export const toForumUser = (json: string | null): ForumUser | null => {
  if (!json) return null
  const u = JSON.parse(json) as RawUser
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

type RawEntity = {
  entity_id: number
  body: string
  entity: { id: number; forename: string; surname: string; slug: string } | null
}

export const toMentionEntities = (json: string | null): MentionEntity[] =>
  (json ? (JSON.parse(json) as RawEntity[]) : []).map((e) => ({
    entity_id: Number(e.entity_id),
    entity_type: 'user',
    body: e.body,
    entity: e.entity
      ? { id: e.entity.id, full_name: fullName(e.entity), slug: e.entity.slug }
      : null,
  }))

type RawAttachment = {
  id: number
  path: string
  category: string
  mime: string
  client_filename: string
  filesize: number
}

const emptyFiles = (): UploadFiles => ({ images: [], audio: [], documents: [], videos: [] })

const isCategory = (category: string): category is keyof UploadFiles =>
  category === 'images' || category === 'audio' || category === 'documents' || category === 'videos'

export const toUploadFiles = (
  json: string | null,
): { uploads: number[]; upload_files: UploadFiles } => {
  const rows = json ? (JSON.parse(json) as RawAttachment[]) : []
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
