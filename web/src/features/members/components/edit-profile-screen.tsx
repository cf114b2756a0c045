import { Anchor, Group } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { Page } from '@/components/layout/page'
import { PageTitle } from '@/components/page-title'
import { useMe } from '@/lib/session'
import { editableCustomAttributes, userAttributesOptions } from '@/lib/user-attributes'
import { userRecordOptions } from '../api/update-profile'
import { ProfileForm } from './profile-form'

/** /account/profile: the signed-in member edits their own profile. */
export function EditProfileScreen() {
  const me = useMe()
  const id = me.data?.id ?? 0
  const record = useQuery({ ...userRecordOptions(id), enabled: id > 0 })
  const attributes = useQuery(userAttributesOptions())
  if (record.isPending || attributes.isPending)
    return <PageSkeleton variant="form" label="Loading your profile…" />
  if (record.isError || attributes.isError)
    return (
      <Page width="reading">
        <ErrorState
          message="Your profile could not be loaded."
          onRetry={() => void Promise.all([record.refetch(), attributes.refetch()])}
        />
      </Page>
    )
  return (
    <Page width="reading">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <PageTitle>Edit profile</PageTitle>
        <Anchor component={Link} to={`/members/${record.data.slug}`}>
          View your profile
        </Anchor>
      </Group>
      <ProfileForm user={record.data} attributes={editableCustomAttributes(attributes.data)} />
    </Page>
  )
}
