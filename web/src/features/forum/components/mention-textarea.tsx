import {
  Avatar,
  Group,
  Paper,
  Text,
  Textarea,
  UnstyledButton,
  type TextareaProps,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import { MENTION_DEBOUNCE_MS, mentionSuggestionsOptions } from '../api/mention-suggestions'
import { activeMention, type MentionDraft } from '../lib/mention-draft'

type Props = Omit<TextareaProps, 'value' | 'onChange' | 'defaultValue'> & {
  value: MentionDraft
  onChange: (draft: MentionDraft) => void
}

/**
 * A textarea with mention autocomplete (spec 01 §2, §5): typing "@" and one or two words asks for
 * members 300 ms after the last keystroke; arrows move through them, Enter or a click inserts
 * "@Full Name", Escape closes the list. toMentionBody turns the draft into body + entities.
 */
export function MentionTextarea({ value, onChange, ...props }: Props) {
  const listId = useId()
  const ref = useRef<HTMLTextAreaElement>(null)
  const [caret, setCaret] = useState(value.text.length)
  const [active, setActive] = useState(0)
  // The mention (by the position of its "@" and its words) the member closed with Escape.
  const [dismissed, setDismissed] = useState<string | null>(null)

  const mention = activeMention(value.text, caret)
  const key = mention ? `${mention.start}:${mention.query}` : null
  const [query] = useDebouncedValue(
    mention && key !== dismissed ? mention.query : '',
    MENTION_DEBOUNCE_MS,
  )
  const suggestions = useQuery(mentionSuggestionsOptions(query))
  const options = mention && key !== dismissed && query ? (suggestions.data ?? []) : []
  const open = options.length > 0
  const current = Math.min(active, options.length - 1)

  const choose = (option: { id: number; full_name: string }) => {
    if (!mention) return
    const inserted = `@${option.full_name} `
    const text = value.text.slice(0, mention.start) + inserted + value.text.slice(caret)
    const mentions = value.mentions.some((m) => m.id === option.id)
      ? value.mentions
      : [...value.mentions, { id: option.id, full_name: option.full_name }]
    const at = mention.start + inserted.length
    onChange({ text, mentions })
    setCaret(at)
    setActive(0)
    // "@Cher " still reads as a mention being typed: the chosen one must not reopen the list.
    setDismissed(`${mention.start}:${option.full_name.trim()}`)
    requestAnimationFrame(() => ref.current?.setSelectionRange(at, at))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return
    const option = options[current]
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && option) {
      event.preventDefault()
      choose(option)
    } else if (event.key === 'Escape') {
      // Closes the list only, not the modal around the editor (see data-mantine-stop-propagation).
      event.preventDefault()
      event.stopPropagation()
      setDismissed(key)
    }
  }

  const optionId = (i: number) => `${listId}-${i}`
  return (
    <div style={{ position: 'relative' }}>
      <Textarea
        ref={ref}
        rows={5}
        resize="vertical"
        {...props}
        value={value.text}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(current) : undefined}
        // Mantine's Modal hears Escape on the window first; this marks it as ours while the list is open.
        data-mantine-stop-propagation={open ? 'true' : undefined}
        onChange={(event) => {
          setCaret(event.currentTarget.selectionStart)
          onChange({ ...value, text: event.currentTarget.value })
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
      />
      {open && (
        <Paper
          id={listId}
          role="listbox"
          aria-label="Members to mention"
          shadow="md"
          withBorder
          p={4}
          style={{
            position: 'absolute',
            zIndex: 10,
            left: 0,
            right: 0,
            maxHeight: 240,
            overflowY: 'auto',
          }}
        >
          {options.map((option, i) => (
            <UnstyledButton
              key={option.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === current}
              tabIndex={-1}
              w="100%"
              p={6}
              bg={i === current ? 'var(--mantine-color-default-hover)' : undefined}
              style={{ borderRadius: 4 }}
              // Keeps the caret in the textarea while the mouse picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
            >
              <Group gap="xs" wrap="nowrap">
                <Avatar src={option.img} size={24} radius="xl">
                  {option.initials}
                </Avatar>
                <Text size="sm">{option.full_name}</Text>
                {option.company && (
                  <Text size="xs" c="dimmed" truncate>
                    {option.company}
                  </Text>
                )}
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
    </div>
  )
}
