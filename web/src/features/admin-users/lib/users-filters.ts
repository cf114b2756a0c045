/** Spec 02 §4 user status filter values, as they appear in `?userStatus=`. */
export type UserStatusValue = '1' | '0' | '-1' | '2'

/** Spec 02 §6 moderator filter (Any, User, Moderator) as `?is_forum_mod=0|1`. */
export type ModeratorValue = '0' | '1'

export type UsersFilters = {
  status: UserStatusValue | null
  moderator: ModeratorValue | null
  search: string
  page: number
}

const STATUS_VALUES: readonly string[] = ['1', '0', '-1', '2']
const isStatus = (value: string | null): value is UserStatusValue =>
  value !== null && STATUS_VALUES.includes(value)

export const readFilters = (params: URLSearchParams): UsersFilters => {
  const status = params.get('userStatus')
  const page = Number(params.get('page'))
  const moderator = params.get('is_forum_mod')
  return {
    status: isStatus(status) ? status : null,
    moderator: moderator === '0' || moderator === '1' ? moderator : null,
    search: params.get('q')?.trim() ?? '',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  }
}

/** The list call's query string; spec 02 §7: every admin list call carries page and page_size. */
export const toListQuery = (filters: UsersFilters, pageSize: number) => ({
  ...(filters.status !== null ? { userStatus: filters.status } : {}),
  ...(filters.moderator !== null ? { is_forum_mod: filters.moderator } : {}),
  page: String(filters.page),
  page_size: String(pageSize),
  ...(filters.search ? { q: filters.search } : {}),
})

export type StatusOption = { value: UserStatusValue; label: string }

/**
 * Inactive needs users.view:inactive; Expired needs a GDPR reminder threshold, because it means
 * "last active before now minus the threshold" (spec 02 §4).
 */
export const statusOptions = ({
  canViewInactive,
  hasReminderThreshold,
}: {
  canViewInactive: boolean
  hasReminderThreshold: boolean
}): StatusOption[] => [
  { value: '1', label: 'Active' },
  ...(canViewInactive ? [{ value: '0' as const, label: 'Inactive' }] : []),
  { value: '-1', label: 'Requested' },
  ...(hasReminderThreshold ? [{ value: '2' as const, label: 'Expired' }] : []),
]

export const MODERATOR_OPTIONS: readonly { value: ModeratorValue; label: string }[] = [
  { value: '0', label: 'User' },
  { value: '1', label: 'Moderator' },
]
