import { Box, Button, FileButton, Group, Text } from '@mantine/core'
import { IconPaperclip } from '@tabler/icons-react'
import { useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from 'react'
import type { UploadKind, UploadResource } from '@worker/uploads/uploads.schemas'
import { acceptAttribute, acceptsFile, FILE_ACCEPT } from '@/lib/uploads/file-accept'
import { useFileUploads, type UploadArea } from './use-file-uploads'
import classes from './file-drop-area.module.css'

type Props = {
  /** The button's text; its file input is named "{label}: choose files". */
  label: string
  kind?: UploadKind
  area?: UploadArea
  onUploaded: (upload: UploadResource) => void
  accept?: Record<string, string[]>
  /** Refuse larger files before uploading (the worker enforces its own limit anyway). */
  maxSize?: number
  disabled?: boolean
  /** The editor the files go with: dropping or pasting files onto it attaches them. */
  children: ReactNode
  /** Buttons at the end of the attach row (e.g. Cancel and Post). */
  actions?: ReactNode
}

const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes('Files')

/**
 * One drop zone per editor (issue 12): the editor itself takes dropped and pasted files, images and
 * documents alike, and an "Attach files" button chooses them from the device (keyboard included).
 * Text dragged or pasted into the editor is left to it.
 */
export function FileDropArea({
  label,
  kind = 'file',
  area = 'member',
  onUploaded,
  accept = FILE_ACCEPT,
  maxSize,
  disabled = false,
  children,
  actions,
}: Props) {
  const { send, refuse, pending } = useFileUploads({ kind, area, maxSize, onUploaded })
  const [dragging, setDragging] = useState(false)
  // dragenter and dragleave fire for every child crossed: count them to know when it left.
  const depth = useRef(0)
  // Clears the chooser after each pick, so the same file can be chosen again.
  const resetChooser = useRef<() => void>(null)
  const off = disabled || pending

  const take = (files: File[]) => {
    const accepted: File[] = []
    for (const file of files) {
      if (!acceptsFile(file, accept)) refuse(file, 'unsupported')
      else if (maxSize !== undefined && file.size > maxSize) refuse(file, 'too-large')
      else accepted.push(file)
    }
    if (accepted.length > 0) void send(accepted)
  }

  const onDragEnter = (event: DragEvent) => {
    if (!carriesFiles(event) || disabled) return
    event.preventDefault()
    depth.current += 1
    setDragging(true)
  }
  const onDragOver = (event: DragEvent) => {
    if (!carriesFiles(event) || disabled) return
    // Without this the browser would open the file in the tab, and the draft would be lost.
    event.preventDefault()
    event.dataTransfer.dropEffect = 'copy'
  }
  const onDragLeave = (event: DragEvent) => {
    if (!carriesFiles(event)) return
    depth.current = Math.max(0, depth.current - 1)
    if (depth.current === 0) setDragging(false)
  }
  const onDrop = (event: DragEvent) => {
    if (!carriesFiles(event) || disabled) return
    event.preventDefault()
    depth.current = 0
    setDragging(false)
    take([...event.dataTransfer.files])
  }
  const onPaste = (event: ClipboardEvent) => {
    const files = [...event.clipboardData.files]
    if (files.length === 0 || disabled) return
    event.preventDefault()
    take(files)
  }

  return (
    <>
      <Box
        className={classes.area}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
        onPaste={onPaste}
      >
        {children}
        {dragging && (
          <div className={classes.overlay} aria-hidden>
            Drop to attach
          </div>
        )}
      </Box>
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Group gap="xs" wrap="nowrap" miw={0}>
          <FileButton
            onChange={(files) => {
              take(files)
              resetChooser.current?.()
            }}
            accept={acceptAttribute(accept)}
            multiple
            disabled={off}
            resetRef={resetChooser}
            inputProps={{ 'aria-label': `${label}: choose files`, disabled: off }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="xs"
                leftSection={<IconPaperclip size={14} aria-hidden />}
                loading={pending}
                disabled={disabled}
              >
                {label}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed" visibleFrom="xs">
            or drop or paste them in
          </Text>
        </Group>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
    </>
  )
}
