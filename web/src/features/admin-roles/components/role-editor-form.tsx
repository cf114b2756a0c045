import { Alert, Button, Group } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch, type FieldPath } from 'react-hook-form'
import type { RoleInput } from '@worker/roles/roles.schemas'
import { useCloseAfterSave } from '@/components/admin/close-after-save'
import { EditorTabs } from '@/components/admin/editor-tabs'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useCreateRole } from '../api/create-role'
import type { Permission } from '../api/list-permissions'
import type { Role } from '../api/list-roles'
import { useUpdateRole } from '../api/update-role'
import { canDeleteRole, readOnlyReason, type RoleViewer } from '../lib/role-access'
import { EMPTY_ROLE, hasChanges, toFormValues } from '../lib/role-form'
import { RoleDeleteTab } from './role-delete-tab'
import { RoleOverviewTab } from './role-overview-tab'
import { RolePermissionsTab } from './role-permissions-tab'

type TabName = 'overview' | 'permissions' | 'delete'
const TAB_ORDER: TabName[] = ['overview', 'permissions']
const FIELD_TABS: Record<FieldPath<RoleInput>, TabName> = {
  label: 'overview',
  legacy_role: 'overview',
  permissions: 'permissions',
}

type Props = {
  role: Role | null
  catalogue: readonly Permission[]
  viewer: RoleViewer
  onClose: () => void
}

/**
 * The role form. Spec 03 §5 sets no client rules for roles: the server validates, and its 422 is
 * placed beside the fields (so the schema gives the form its type, not a resolver).
 */
export function RoleEditorForm({ role, catalogue, viewer, onClose }: Props) {
  const [loaded, setLoaded] = useState<RoleInput>(() => (role ? toFormValues(role) : EMPTY_ROLE))
  const form = useForm<RoleInput>({ defaultValues: loaded })
  const [label, legacyRole, permissions] = useWatch({
    control: form.control,
    name: ['label', 'legacy_role', 'permissions'],
  })
  const [tab, setTab] = useState<TabName>('overview')
  const [errorTabs, setErrorTabs] = useState<ReadonlySet<string>>(new Set())
  const [failure, setFailure] = useState<ApiError | null>(null)
  const pendingFocus = useRef<FieldPath<RoleInput> | null>(null)
  const pickerRef = useRef<HTMLInputElement>(null)
  const closeSoon = useCloseAfterSave(onClose)
  const create = useCreateRole()
  const update = useUpdateRole()

  // Focus once the tab holding the first error has rendered its fields (they mount with the tab).
  useEffect(() => {
    const target = pendingFocus.current
    if (!target) return
    pendingFocus.current = null
    if (target === 'permissions') pickerRef.current?.focus()
    else form.setFocus(target)
  })

  const readOnly = readOnlyReason(viewer, role)
  // The modal's focus trap focused its close button while the role loaded; start at the label.
  useEffect(() => {
    if (!readOnly) form.setFocus('label')
  }, [form, readOnly])
  const changed = hasChanges(loaded, { label, legacy_role: legacyRole, permissions })
  const saving = create.isPending || update.isPending

  const showServerErrors = (error: ApiError) => {
    const { tabsWithErrors } = applyFormErrors(form, error, { tabs: FIELD_TABS })
    setErrorTabs(tabsWithErrors)
    const firstTab = TAB_ORDER.find((name) => tabsWithErrors.has(name))
    if (firstTab) setTab(firstTab)
    const firstField = Object.keys(error.fields)[0]?.replace(/\.\d+$/, '')
    if (firstField === 'label' || firstField === 'legacy_role' || firstField === 'permissions') {
      pendingFocus.current = firstField
    }
  }

  const save = async (values: RoleInput) => {
    if (!changed || readOnly) return
    setFailure(null)
    setErrorTabs(new Set())
    form.clearErrors()
    try {
      const saved = role
        ? await update.mutateAsync({ id: role.id, json: values })
        : await create.mutateAsync(values)
      notifications.show({
        color: 'green',
        message: `${role ? 'Updated' : 'Added'} role: ${saved.label}`,
      })
      const next = toFormValues(saved)
      setLoaded(next)
      form.reset(next)
      closeSoon()
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // Other statuses were alerted by the API client; a 422 is ours to show on the form.
      if (error.status !== 422) return
      setFailure(error)
      showServerErrors(error)
    }
  }

  const serverMessage = form.formState.errors.root?.server?.message

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate>
      {readOnly && (
        <Alert color="blue" mb="md">
          {readOnly}
        </Alert>
      )}
      {failure && (
        <Alert
          color="red"
          title={failure.title}
          mb="md"
          role="alert"
          style={{ whiteSpace: 'pre-line' }}
        >
          {serverMessage ??
            (failure.message && failure.message !== failure.title
              ? failure.message
              : 'Correct the fields marked below, then save again.')}
        </Alert>
      )}
      <EditorTabs
        value={tab}
        onChange={setTab}
        errorTabs={errorTabs}
        keepMounted={false}
        tabs={[
          {
            value: 'overview',
            label: 'Overview',
            panel: <RoleOverviewTab form={form} role={role} readOnly={readOnly !== null} />,
          },
          {
            value: 'permissions',
            label: 'Permissions',
            panel: (
              <RolePermissionsTab
                form={form}
                catalogue={catalogue}
                viewer={viewer}
                readOnly={readOnly !== null}
                holdsEverything={role?.key === 'super_admin'}
                pickerRef={pickerRef}
              />
            ),
          },
          role &&
            canDeleteRole(viewer, role) && {
              value: 'delete',
              label: 'Delete',
              color: 'red',
              panel: <RoleDeleteTab role={role} onDeleted={onClose} />,
            },
        ]}
      />
      <Group justify="flex-end" gap="sm" mt="xl">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        {!readOnly && (
          <Button type="submit" disabled={!changed} loading={saving}>
            Save
          </Button>
        )}
      </Group>
    </form>
  )
}
