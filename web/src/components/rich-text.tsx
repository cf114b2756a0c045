import { Anchor, Blockquote, List, Text, Title } from '@mantine/core'
import { Fragment, type ReactNode } from 'react'
import { safeHref } from '@/lib/safe-url'

/**
 * Renders a TipTap JSON document with React elements only (never injected HTML): the nodes and
 * marks it knows become elements, any other node shows just its text, and a link whose address is
 * not http, https or mailto stays plain text.
 */

/** A TipTap node as stored (worker/lib/rich-text.ts), read defensively. */
type RichNode = {
  type: string
  text?: unknown
  attrs?: { [key: string]: unknown }
  marks?: unknown
  content?: unknown
}
type Mark = { type: string; attrs?: { [key: string]: unknown } }

/** Stored documents are checked only loosely by the server, so each node is checked here too. */
const isNode = (value: unknown): value is RichNode =>
  typeof value === 'object' && value !== null && 'type' in value && typeof value.type === 'string'

const attrsOf = (node: { attrs?: unknown }): { [key: string]: unknown } =>
  typeof node.attrs === 'object' && node.attrs !== null ? { ...node.attrs } : {}

const marksOf = (node: RichNode): Mark[] =>
  Array.isArray(node.marks) ? node.marks.filter((m): m is Mark => isNode(m)) : []

const withMark = (child: ReactNode, mark: Mark): ReactNode => {
  switch (mark.type) {
    case 'bold':
      return <strong>{child}</strong>
    case 'italic':
      return <em>{child}</em>
    case 'underline':
      return <u>{child}</u>
    case 'strike':
      return <s>{child}</s>
    case 'code':
      return <code>{child}</code>
    case 'link': {
      const href = safeHref(attrsOf(mark).href)
      return href ? (
        <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow">
          {child}
        </Anchor>
      ) : (
        child
      )
    }
    default:
      return child
  }
}

const headingOrder = (level: unknown) =>
  level === 1 || level === 2 ? 3 : level === 3 ? 4 : level === 4 ? 5 : 6

const renderAll = (nodes: unknown): ReactNode[] =>
  Array.isArray(nodes) ? nodes.filter(isNode).map((child, i) => renderNode(child, i)) : []

const children = (node: RichNode) => renderAll(node.content)

const renderNode = (node: RichNode, key: number): ReactNode => {
  switch (node.type) {
    case 'text':
      return (
        <Fragment key={key}>
          {marksOf(node).reduce<ReactNode>(
            withMark,
            typeof node.text === 'string' ? node.text : '',
          )}
        </Fragment>
      )
    case 'paragraph':
      return (
        <Text key={key} mb="sm">
          {children(node)}
        </Text>
      )
    case 'heading':
      return (
        <Title key={key} order={headingOrder(attrsOf(node).level)} mb="xs">
          {children(node)}
        </Title>
      )
    case 'bulletList':
      return (
        <List key={key} mb="sm">
          {children(node)}
        </List>
      )
    case 'orderedList':
      return (
        <List key={key} type="ordered" mb="sm">
          {children(node)}
        </List>
      )
    case 'listItem':
      return <List.Item key={key}>{children(node)}</List.Item>
    case 'blockquote':
      return (
        <Blockquote key={key} mb="sm" p="sm">
          {children(node)}
        </Blockquote>
      )
    case 'hardBreak':
      return <br key={key} />
    default:
      // Unknown nodes (an embed a newer editor made, say) keep their words and nothing else.
      if (Array.isArray(node.content)) return <span key={key}>{children(node)}</span>
      return typeof node.text === 'string' ? <span key={key}>{node.text}</span> : null
  }
}

export function RichText({ doc }: { doc: { content?: readonly unknown[] } | null | undefined }) {
  const nodes = renderAll(doc?.content)
  return nodes.length > 0 ? <div>{nodes}</div> : null
}
