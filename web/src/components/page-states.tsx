import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import type { ReactNode } from 'react'
import { Page, type PageWidth } from './layout/page'

/** A part of a screen (replies, attendees, a modal's form) loading; announced to screen readers. */
export function LoadingState({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader size="md" aria-hidden />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  )
}

/** Rows of cards: a list's items (events, threads, tickets) before they arrive. */
function RowsSkeleton({ animate, rows = 5 }: { animate: boolean; rows?: number }) {
  return (
    <Stack gap="md">
      {Array.from({ length: rows }, (_, row) => (
        <Paper key={row} withBorder p="md" radius="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <Skeleton h={48} w={48} radius="sm" animate={animate} style={{ flexShrink: 0 }} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton h={16} w="60%" animate={animate} />
              <Skeleton h={12} w="90%" animate={animate} />
              <Skeleton h={12} w="40%" animate={animate} />
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

/** A list page (events, threads, tickets, an admin table): a toolbar, then rows of cards. */
function ListSkeleton({ animate }: { animate: boolean }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Skeleton h={36} w={240} maw="60%" animate={animate} />
        <Skeleton h={36} w={120} animate={animate} />
      </Group>
      <RowsSkeleton animate={animate} />
    </Stack>
  )
}

/** A list loading under a page's heading and toolbar: its rows' shape; announced by its label. */
export function ListLoading({ label, rows = 3 }: { label: string; rows?: number }) {
  const animate = !useReducedMotion()
  return (
    <div role="status" aria-live="polite" aria-busy="true" data-skeleton="rows">
      <VisuallyHidden>{label}</VisuallyHidden>
      <div aria-hidden>
        <RowsSkeleton animate={animate} rows={rows} />
      </div>
    </div>
  )
}

/** A detail page (an event, a discussion): a picture, a line of facts, paragraphs. */
function DetailSkeleton({ animate }: { animate: boolean }) {
  return (
    <Stack gap="md">
      <Skeleton h={14} w={220} maw="70%" animate={animate} />
      <Skeleton h={{ base: 160, sm: 260 }} radius="md" animate={animate} />
      <Stack gap={10}>
        {['100%', '95%', '98%', '70%'].map((width, line) => (
          <Skeleton key={line} h={12} w={width} animate={animate} />
        ))}
      </Stack>
    </Stack>
  )
}

/** A form (sign-up, your account): labels over fields, then a button. */
function FormSkeleton({ animate }: { animate: boolean }) {
  return (
    <Stack gap="md">
      {[0, 1, 2, 3].map((field) => (
        <Stack key={field} gap={6}>
          <Skeleton h={12} w={120} animate={animate} />
          <Skeleton h={36} animate={animate} />
        </Stack>
      ))}
      <Skeleton h={36} w={140} animate={animate} />
    </Stack>
  )
}

const BODIES = { list: ListSkeleton, detail: DetailSkeleton, form: FormSkeleton }

type SkeletonProps = {
  /** `list` for pages of rows, `detail` for one item's page, `form` for a form's page. */
  variant?: keyof typeof BODIES
  /** What a screen reader hears: "Loading the event…". */
  label?: string
  /** The page's width, as the loaded screen will have it. */
  width?: PageWidth
}

/**
 * A screen loading: the shape of the page under the site's header (heading, then rows or a
 * picture and text), so nothing jumps when it arrives. Still when the visitor asks for reduced
 * motion.
 */
export function PageSkeleton({ variant = 'list', label = 'Loading…', width }: SkeletonProps) {
  const animate = !useReducedMotion()
  const Body = BODIES[variant]
  return (
    <Page width={width ?? (variant === 'form' ? 'form' : 'wide')}>
      <div role="status" aria-live="polite" aria-busy="true" data-skeleton={variant}>
        <VisuallyHidden>{label}</VisuallyHidden>
        <Stack gap="lg" aria-hidden>
          <Skeleton h={32} w={320} maw="80%" animate={animate} />
          <Body animate={animate} />
        </Stack>
      </div>
    </Page>
  )
}

/** A list with nothing in it, in the spec's words ("No events found", …). */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="xl">
      {children}
    </Text>
  )
}

/** A load that failed (the API client has already alerted); offers to try again. */
export function ErrorState({
  message = 'This could not be loaded.',
  onRetry,
}: {
  message?: string
  onRetry?: () => void
}) {
  return (
    <Alert color="red" title="Something went wrong" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  )
}
