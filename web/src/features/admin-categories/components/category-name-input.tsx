import { TextInput } from '@mantine/core'
import { useState } from 'react'

type Props = {
  initial: string
  label: string
  /** Called with the trimmed name; never with an empty one. */
  onSave: (name: string) => void
  onCancel: () => void
}

/**
 * A category's name, typed in place. Enter or leaving the field saves; Escape cancels. An empty
 * name saves nothing, silently (spec 02 §5): no request, no message, the row as it was.
 */
export function CategoryNameInput({ initial, label, onSave, onCancel }: Props) {
  const [value, setValue] = useState(initial)
  const [done, setDone] = useState(false)
  const finish = (save: boolean) => {
    if (done) return
    setDone(true)
    const name = value.trim()
    if (save && name !== '' && name !== initial) onSave(name)
    else onCancel()
  }
  return (
    <TextInput
      aria-label={label}
      size="xs"
      maxLength={100}
      autoFocus
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      onBlur={() => finish(true)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          finish(true)
        }
        if (event.key === 'Escape') {
          event.preventDefault()
          finish(false)
        }
      }}
      style={{ flex: 1, minWidth: 0 }}
    />
  )
}
