import { Modal, Stack, Text } from '@mantine/core'
import { QRCodeSVG } from 'qrcode.react'

type Props = { opened: boolean; onClose: () => void; appName: string }

/**
 * "Get our App" (spec 01 §2 QR app modal): this site's own address as a QR code, so a member can
 * open it on their phone and add it to the home screen.
 */
export function GetAppModal({ opened, onClose, appName }: Props) {
  const address = window.location.origin
  return (
    <Modal opened={opened} onClose={onClose} title="Get our App" centered size="sm">
      <Stack align="center" gap="md">
        <QRCodeSVG
          value={address}
          size={208}
          marginSize={2}
          role="img"
          aria-label={`QR code for ${address}`}
          title={`QR code for ${address}`}
        />
        <Text size="sm" ta="center">
          Point your phone&apos;s camera at the code to open {appName}, then choose &ldquo;Add to
          Home Screen&rdquo; to keep it with your apps.
        </Text>
        <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
          {address}
        </Text>
      </Stack>
    </Modal>
  )
}
