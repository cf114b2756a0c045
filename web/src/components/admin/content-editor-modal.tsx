import { Alert, Button, Group, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'
import { useEffect, type ReactNode } from 'react'
import type { PolicySubject } from '@worker/lib/policy'
import { canAny, subjectOf } from '@/lib/access'
import { useMe, type Me } from '@/lib/session'
import { AdminEditorModal, EditorLoader } from './admin-editor-modal'

/** Said in place of the form to a viewer who may not create this kind of item (spec 02 §6). */
export function CannotCreate({ sentence, onClose }: { sentence: string; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {sentence}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  )
}

const mayCreate = (
  subject: PolicySubject,
  rule: readonly string[] | ((subject: PolicySubject) => boolean),
) => (typeof rule === 'function' ? rule(subject) : canAny(subject, rule))

type Props<Item, Key extends QueryKey, Extra> = {
  opened: boolean
  onClose: () => void
  /** The item to edit; undefined to create one. */
  itemId: number | undefined
  /** The item as its editor reads it (e.g. getPollForEditQuery). */
  query: (id: number) => UseQueryOptions<Item, Error, Item, Key>
  /** "New poll" / "Edit poll". */
  titles: { create: string; edit: string }
  /** The × button's name: "Close the poll editor". */
  closeLabel: string
  /** "Loading the poll…" */
  loadingLabel: string
  /**
   * Creating needs any of these (the server refuses the rest too), or passes this rule (adverts:
   * admins only, no permission names them).
   */
  createPermissions: readonly string[] | ((subject: PolicySubject) => boolean)
  /** "You are not allowed to create polls." */
  cannotCreate: string
  /** Something else the form needs (site settings), undefined while it loads. */
  extra?: { data: Extra | undefined; failed: boolean }
  /** Shown (titled Error) when the item cannot be read, before the editor closes. */
  loadFailedMessage?: string
  children: (loaded: { viewer: Me; item: Item | null; extra: Extra }) => ReactNode
}

/**
 * Spec 02 §2 editor of a content item (news, resources, promotions, polls, surveys): the modal
 * that closes only by its Close buttons, the item read afresh on opening, the viewer, and
 * "You are not allowed to …" for a viewer who may not create one. A failed read closes it.
 */
export function ContentEditorModal<
  Item extends { id: number },
  Key extends QueryKey,
  Extra = undefined,
>(props: Props<Item, Key, Extra>) {
  const { opened, onClose, itemId, extra } = props
  const me = useMe()
  const loaded = useQuery({ ...props.query(itemId ?? 0), enabled: opened && itemId !== undefined })
  const itemFailed = itemId !== undefined && loaded.isError
  const showFailure = props.loadFailedMessage !== undefined && opened && itemFailed
  const failedMessage = props.loadFailedMessage
  useEffect(() => {
    if (showFailure) notifications.show({ color: 'red', title: 'Error', message: failedMessage })
  }, [showFailure, failedMessage])
  const item = itemId === undefined ? undefined : loaded.data
  const ready =
    me.data && (itemId === undefined || item) && (!extra || extra.data !== undefined)
      ? { viewer: me.data, item: item ?? null, extra: extra?.data as Extra }
      : undefined
  return (
    <AdminEditorModal
      opened={opened}
      onClose={onClose}
      title={itemId === undefined ? props.titles.create : props.titles.edit}
      size="xl"
      fullScreenBelow="48em"
      closeLabel={props.closeLabel}
    >
      <EditorLoader
        data={ready}
        failed={(opened && itemFailed) || (extra?.failed ?? false)}
        label={props.loadingLabel}
        onClose={onClose}
      >
        {(data) =>
          itemId === undefined && !mayCreate(subjectOf(data.viewer), props.createPermissions) ? (
            <CannotCreate sentence={props.cannotCreate} onClose={onClose} />
          ) : (
            props.children(data)
          )
        }
      </EditorLoader>
    </AdminEditorModal>
  )
}
