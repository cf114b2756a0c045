/** The users screen's filters, as GET /api/users (listUsersQuery) names them. */
export const USER_FILTERS = ['userStatus', 'is_forum_mod', 'q'] as const

/** Spec 02 §4 user status filter values, as they appear in `?userStatus=`. */
export type UserStatusValue = '1' | '0' | '-1' | '2'

/** Spec 02 §6 moderator filter (Any, User, Moderator) as `?is_forum_mod=0|1`. */
export type ModeratorValue = '0' | '1'

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
