import { Button, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { openConfirmModal, openModal } from '@/lib/modals'

/**
 * Spec 01 §5: sign-up needs the data-protection notice accepted first. Decline (or closing the
 * dialog) sends nothing. The notice is shown as text (line breaks kept), never as HTML.
 */
export const openConsentModal = (
  content: string,
  { onAgree, onDecline }: { onAgree: () => void; onDecline: () => void },
) => {
  let agreed = false
  return openConfirmModal({
    title: 'Data protection',
    children: (
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {content}
      </Text>
    ),
    labels: { confirm: 'Agree', cancel: 'Decline' },
    closeOnClickOutside: false,
    onConfirm: () => {
      agreed = true
      onAgree()
    },
    onClose: () => {
      if (!agreed) onDecline()
    },
  })
}

/** Spec 01 §2: "Thanks for Requesting to Join" once a request waits for an admin. */
export const openRequestedModal = (onClose: () => void) => {
  const id = openModal({
    title: 'Thanks for Requesting to Join',
    onClose,
    children: (
      <Stack gap="md">
        <Text>
          Thank you for asking to join. An admin will review your request soon, and we will email
          you once it is approved.
        </Text>
        <Button onClick={() => modals.close(id)} style={{ alignSelf: 'flex-end' }}>
          Close
        </Button>
      </Stack>
    ),
  })
  return id
}
