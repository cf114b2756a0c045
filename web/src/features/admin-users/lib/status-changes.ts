import type { AdminUser } from '../api/list-users'

/** A change of is_active offered in a member's row menu; those with `confirm` ask first. */
export type StatusChange = {
  isActive: 0 | 1
  /** The menu item ("Deactivate"); an item that asks first gets an ellipsis. */
  label: string
  /** The alert once done. */
  done: string
  confirm?: { title: string; sentence: string; button: string }
  danger?: boolean
}

/** Spec 02 §4 statuses: a request is approved or declined, an active member deactivated, an inactive one reactivated. */
export const statusChangesFor = (
  user: Pick<AdminUser, 'full_name' | 'is_active'>,
): StatusChange[] => {
  const name = user.full_name
  if (user.is_active === -1) {
    return [
      { isActive: 1, label: 'Approve', done: `Approved ${name}` },
      {
        isActive: 0,
        label: 'Decline',
        done: `Declined ${name}`,
        danger: true,
        confirm: {
          title: `Decline ${name}?`,
          sentence: `Decline ${name}'s request to join? Their account will be set inactive.`,
          button: 'Decline',
        },
      },
    ]
  }
  if (user.is_active === 1) {
    return [
      {
        isActive: 0,
        label: 'Deactivate',
        done: `Deactivated ${name}`,
        danger: true,
        confirm: {
          title: `Deactivate ${name}?`,
          sentence: `${name} will be signed out everywhere and cannot sign in until reactivated.`,
          button: 'Deactivate',
        },
      },
    ]
  }
  return [{ isActive: 1, label: 'Reactivate', done: `Reactivated ${name}` }]
}
