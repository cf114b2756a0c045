import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { meKeys } from '@/lib/session'
import { useDeleteAccount } from '../api/delete-account'

const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.'

/**
 * Deletes the account, lands on the home page signed out and forgets everything cached for the
 * member. The home page is reached before "me" turns to null: a member-only screen that saw a
 * visitor first would send them to the sign-in page instead. Failures were alerted by the client.
 */
export const useAccountDeletion = () => {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const mutation = useDeleteAccount()

  const deleteMyAccount = async () => {
    try {
      await mutation.mutateAsync()
    } catch {
      return
    }
    await navigate('/', { replace: true })
    await queryClient.cancelQueries()
    queryClient.setQueryData(meKeys.all, null)
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meKeys.all[0] })
    notifications.show({ color: 'green', message: ACCOUNT_DELETED_MESSAGE })
  }

  // Still "deleting" after the answer, while the app moves to the home page.
  return { deleteMyAccount, isDeleting: mutation.isPending || mutation.isSuccess }
}
