import { Modal, type ModalProps } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { useEffect, type ReactNode } from 'react'
import { LoadingState } from '@/components/page-states'
import { EXPLICIT_CLOSE_ONLY } from '@/lib/modal-close'

type Props = {
  opened: boolean
  title: ReactNode
  /** The × button's accessible name, e.g. "Close the role editor". */
  closeLabel: string
  onClose: () => void
  size?: ModalProps['size']
  /** The modal fills the screen below this width. */
  fullScreenBelow?: string
  /**
   * A click on the backdrop calls onClose too (the page editor, whose onClose asks 'Are you
   * sure?' when the draft has more than 4 fields, spec 02 §2). Escape never closes.
   */
  closeOnClickOutside?: boolean
  /** Mounted only while the modal is open, so each opening starts afresh. */
  children: ReactNode
}

/**
 * Spec 02 §2 editor modal: it closes only by its own Close buttons and ×, never by Escape or a
 * click on the backdrop, so a half-written item is not lost (EXPLICIT_CLOSE_ONLY).
 */
export function AdminEditorModal({
  opened,
  title,
  closeLabel,
  onClose,
  size = 'lg',
  fullScreenBelow = '36em',
  closeOnClickOutside = false,
  children,
}: Props) {
  const narrow = useMediaQuery(`(max-width: ${fullScreenBelow})`)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={size}
      fullScreen={narrow}
      {...EXPLICIT_CLOSE_ONLY}
      closeOnClickOutside={closeOnClickOutside}
      closeButtonProps={{ 'aria-label': closeLabel }}
    >
      {opened && children}
    </Modal>
  )
}

type LoaderProps<T> = {
  /** What the editor needs, undefined while any of it loads. */
  data: T | undefined
  failed: boolean
  /** "Loading the role…" */
  label: string
  onClose: () => void
  children: (data: T) => ReactNode
}

/**
 * What an editor reads before it can show its form. Spec 02 §2: a load failure closes the editor
 * (the API client has already alerted).
 */
export function EditorLoader<T>({ data, failed, label, onClose, children }: LoaderProps<T>) {
  useEffect(() => {
    if (failed) onClose()
  }, [failed, onClose])
  if (failed) return null
  if (data === undefined) return <LoadingState label={label} />
  return children(data)
}
