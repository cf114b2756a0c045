import { useCallback, useRef } from 'react'

type Field = HTMLInputElement | HTMLTextAreaElement

/**
 * Placeholder chips insert at the cursor of the text field last focused (the first one until the
 * admin has focused any). `bind(name, register(name))` wires a field; `insert(text)` writes into
 * it through `setValue`, so the form knows, and puts the cursor after the inserted text.
 */
export function useInsertAtCursor<Name extends string>(
  first: Name,
  setValue: (name: Name, value: string) => void,
) {
  const fields = useRef<Partial<Record<Name, Field | null>>>({})
  const last = useRef<Name>(first)

  const bind = useCallback(
    <R extends { ref: (element: Field | null) => void }>(name: Name, registered: R) => ({
      ...registered,
      ref: (element: Field | null): void => {
        registered.ref(element)
        fields.current[name] = element
      },
      onFocus: () => {
        last.current = name
      },
    }),
    [],
  )

  const insert = useCallback(
    (text: string) => {
      const name = last.current
      const field = fields.current[name]
      if (!field) return
      const start = field.selectionStart ?? field.value.length
      const end = field.selectionEnd ?? start
      setValue(name, field.value.slice(0, start) + text + field.value.slice(end))
      const caret = start + text.length
      field.setSelectionRange(caret, caret)
    },
    [setValue],
  )

  return { bind, insert }
}
