import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { markWelcomeSeen } from '../lib/welcome-cookie'

/**
 * Spec 01 §2: the site's welcome message (plain text, line breaks kept). "Close confirms": only
 * its Close button closes it and remembers that it was seen; Escape and a click beside it do
 * nothing (spec 01 §5).
 */
export function WelcomeModal({ message }: { message: string }) {
  const [opened, setOpened] = useState(true)
  const close = () => {
    markWelcomeSeen()
    setOpened(false)
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Welcome"
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      centered
    >
      <Stack gap="lg">
        <Text style={{ whiteSpace: 'pre-line' }}>{message}</Text>
        <Group justify="flex-end">
          <Button onClick={close}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  )
}
