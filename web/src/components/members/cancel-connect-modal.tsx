import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { useCancelConnectRequest } from './connection-api'

type Props = {
  member: { id: number; full_name: string }
  /** The request's id when this screen made it; otherwise it is looked up. */
  requestId?: number
  onClose: () => void
  onCancelled: () => void
}

/**
 * Cancel connect request (spec 01 §2): asks before withdrawing a pending request; closes only from
 * its own buttons (spec 01 §5), 400 ms after the request is withdrawn.
 */
export function CancelConnectModal({ member, requestId, onClose, onCancelled }: Props) {
  const cancel = useCancelConnectRequest()
  const [done, setDone] = useState(false)
  const closeSoon = useCloseAfterSave(onClose)

  const confirm = async () => {
    try {
      await cancel.mutateAsync({ userId: member.id, requestId })
    } catch {
      // The API client has shown the alert; the modal stays open to try again or close.
      return
    }
    setDone(true)
    onCancelled()
    closeSoon()
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title="Cancel connect request"
      closeOnEscape={false}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close cancel connect request' }}
      centered
    >
      <Stack gap="md">
        <Text size="sm">
          Withdraw your request to connect with {member.full_name}? You can ask again later.
        </Text>
        {done && (
          <Alert color="green" role="status">
            Connect request cancelled
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep request
          </Button>
          <Button
            color="red"
            onClick={() => void confirm()}
            loading={cancel.isPending}
            disabled={done}
          >
            Cancel request
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
