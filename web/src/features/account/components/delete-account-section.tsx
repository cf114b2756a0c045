import { Button, Stack, Text } from '@mantine/core'
import { openConfirmModal } from '@/lib/modals'
import { useAccountDeletion } from '../hooks/use-account-deletion'

/** Spec 01 §4: a member may delete their own account, which signs them out. Asked twice. */
export function DeleteAccountSection() {
  const { deleteMyAccount, isDeleting } = useAccountDeletion()

  const confirm = () =>
    openConfirmModal({
      title: 'Delete your account?',
      children: (
        <Text size="sm">
          Your account will be deleted and you will be signed out. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Delete my account', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void deleteMyAccount(),
    })

  return (
    <Stack gap="md" align="flex-start">
      <Text>
        Deleting your account is permanent. Your membership ends, you are signed out, and your
        account cannot be restored afterwards.
      </Text>
      <Button color="red" onClick={confirm} loading={isDeleting}>
        Delete my account
      </Button>
    </Stack>
  )
}
