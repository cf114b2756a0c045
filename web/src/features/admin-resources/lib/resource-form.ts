import type { z } from 'zod'
import type { createResourceInput, UploadFiles } from '@worker/posts/posts.schemas'

/** The resource editor's values: the route's own create input. */
export type ResourceFormValues = z.input<typeof createResourceInput>

type FileLike = { id: number; client_filename: string; filesize_formatted: string }

/** A saved resource's files, in the order of its `uploads` (the order shown under Downloads). */
export const filesOf = (
  uploads: readonly number[],
  groups: Record<keyof UploadFiles, readonly FileLike[]>,
): FileLike[] => {
  const all = [...groups.images, ...groups.audio, ...groups.documents, ...groups.videos]
  const byId = new Map(all.map((file) => [file.id, file]))
  return uploads.flatMap((id) => {
    const file = byId.get(id)
    return file ? [file] : []
  })
}
