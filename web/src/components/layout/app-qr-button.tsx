import { ActionIcon } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { QrCodeIcon } from '@/components/icons'

// The modal and the QR library load the first time a member asks for the code.
const GetAppModal = lazy(() => import('./get-app-modal').then((m) => ({ default: m.GetAppModal })))

/**
 * The user panel's app QR-code icon (spec 01 §2, setting show_qr_code_icon): opens "Get our App",
 * the site's address as a QR code for a phone's camera.
 */
export function AppQrButton({ appName }: { appName: string }) {
  const [opened, setOpened] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label="Get our App"
        onClick={() => {
          setUsed(true)
          setOpened(true)
        }}
      >
        <QrCodeIcon />
      </ActionIcon>
      {used && (
        <Suspense fallback={null}>
          <GetAppModal opened={opened} onClose={() => setOpened(false)} appName={appName} />
        </Suspense>
      )}
    </>
  )
}
