/**
 * The forum's page sizes, limits and messages (spec 01 §2–§9), without zod: the thread and forum
 * screens are first screens, and importing forum.schemas.ts there would put zod into every first
 * download. forum.schemas.ts re-exports them for the routes and the forms.
 */
export const THREADS_FIRST_PAGE = 9
export const THREADS_MORE = 3
export const REPLIES_PAGE = 20
export const LATEST_LIKES = 5
export const THREAD_PREVIEW_CHARS = 500
export const TITLE_MAX = 150
export const BODY_MAX = 10_000
export const MAX_TAGS = 10
export const TAG_MAX = 30
export const MAX_ATTACHMENTS = 10
export const MAX_MENTIONS = 50

export const DELETE_THREAD_CONFIRM = 'Do you want to delete this discussion?'
export const DELETE_REPLY_CONFIRM = 'Do you want to delete this response?'
export const FORUM_OFF = 'The forum is switched off'
export const CANNOT_CREATE_PRIVATE = 'You cannot create private threads'
export const GROUP_ONLY = 'Only members of this group can take part here'
export const CANNOT_MOVE_OUT_OF_GROUP =
  'Only forum moderators can move a discussion out of its group’s category'
export const CANNOT_MAKE_PUBLIC = 'Only forum moderators can make a private discussion public'
export const POLLS_NOT_YET = 'Polls are not available yet'
