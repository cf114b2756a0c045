/**
 * The general files the worker stores (spec 01 §9: images, audio, documents, videos), as a
 * react-dropzone accept map: a file passes on its type or its extension. The worker still checks
 * the bytes, so this only saves a pointless upload.
 */
export const FILE_ACCEPT: Record<string, string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/x-icon': ['.ico'],
  'image/webp': ['.webp'],
  'audio/mpeg': ['.mp3'],
  'audio/wav': ['.wav'],
  'audio/ogg': ['.ogg'],
  'audio/flac': ['.flac'],
  'audio/mp4': ['.m4a'],
  'video/mp4': ['.mp4'],
  'video/quicktime': ['.mov'],
  'video/webm': ['.webm'],
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ['.pptx'],
  'application/msword': ['.doc'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.ms-powerpoint': ['.ppt'],
  'text/plain': ['.txt'],
  'text/csv': ['.csv'],
  'text/markdown': ['.md'],
}

/** The accept map's verdict on one file, as react-dropzone gives it: its type or its extension. */
export const acceptsFile = (file: File, accept: Record<string, string[]>) => {
  const name = file.name.toLowerCase()
  return Object.entries(accept).some(
    ([type, extensions]) => file.type === type || extensions.some((ext) => name.endsWith(ext)),
  )
}

/** The accept map as an <input type="file"> accept attribute (types, then extensions). */
export const acceptAttribute = (accept: Record<string, string[]>) =>
  [...Object.keys(accept), ...Object.values(accept).flat()].join(',')
