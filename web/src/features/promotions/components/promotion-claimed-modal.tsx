import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Link } from 'react-router'
import { EXPLICIT_CLOSE_ONLY } from '@/lib/modal-close'

type Props = {
  opened: boolean
  onClose: () => void
  title: string
  companyName: string
}

/**
 * Spec 01 §2 "promotion claimed" modal: the claim went through and what happens next, the
 * provider gets in touch. Focus stays inside it until Close (spec 01 §5).
 */
export function PromotionClaimedModal({ opened, onClose, title, companyName }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Promotion claimed"
      centered
      trapFocus
      {...EXPLICIT_CLOSE_ONLY}
      closeButtonProps={{ 'aria-label': 'Close the promotion claimed message' }}
    >
      <Stack gap="lg">
        <Text style={{ overflowWrap: 'anywhere' }}>
          Thank you for your interest in “{title}”. {companyName} will be in touch with you shortly
          with the details.
        </Text>
        <Text size="sm">
          You will find it under your{' '}
          <Anchor component={Link} to="/claimed-promotions" onClick={onClose}>
            claimed promotions
          </Anchor>
          .
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
