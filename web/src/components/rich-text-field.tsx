import { Input } from '@mantine/core'
import { RichTextEditor } from '@mantine/tiptap'
import { useEditor } from '@tiptap/react'
import { StarterKit } from '@tiptap/starter-kit'
import { toRichTextDoc, type RichTextDoc } from '@/lib/rich-text-json'

/** Spec 01 §9 "Default editor height 400" (M01-UI-07): the editable area's starting height, px. */
export const DEFAULT_EDITOR_HEIGHT = 400

/** http(s) and mailto addresses, or a path inside the site. */
const SAFE_LINK = /^(https?:\/\/|mailto:|\/(?!\/))/i

/** A simple TipTap editor whose value is the JSON document the API stores (never HTML). */
type Props = {
  label: string
  /** The form's value: a document, or null / undefined when empty. */
  value: unknown
  onChange: (doc: RichTextDoc | null) => void
  error?: string
  disabled?: boolean
  /** The editable area's least height in px; it grows with the text. */
  minHeight?: number
}

export function RichTextField({
  label,
  value,
  onChange,
  error,
  disabled = false,
  minHeight = DEFAULT_EDITOR_HEIGHT,
}: Props) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        // Links keep to web and mail addresses in the editor too (the renderers check again).
        link: {
          openOnClick: false,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => SAFE_LINK.test(url.trim()),
        },
      }),
    ],
    content: toRichTextDoc(value) ?? '',
    editable: !disabled,
    editorProps: {
      attributes: {
        'aria-label': label,
        role: 'textbox',
        'aria-multiline': 'true',
        // Starts this tall (the whole area takes clicks) and grows with the text.
        style: `min-height: ${minHeight}px`,
      },
    },
    // An emptied editor clears the description rather than saving an empty paragraph.
    onUpdate: ({ editor: current }) =>
      onChange(current.isEmpty ? null : toRichTextDoc(current.getJSON())),
  })
  return (
    <Input.Wrapper label={label} error={error}>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content />
      </RichTextEditor>
    </Input.Wrapper>
  )
}
