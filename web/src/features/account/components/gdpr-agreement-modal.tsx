import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { Link } from 'react-router'
import { useAgreeToNotice } from '../api/agree-to-notice'
import { useAccountDeletion } from '../hooks/use-account-deletion'

/** Nothing closes the prompt but an answer: it stays until the server records consent. */
const ignoreClose = () => undefined

/**
 * Spec 01 §4 (M01-AUTH-17/18): the data protection notice changed since this member agreed.
 * "I agree" records consent and the prompt closes once "me" no longer asks for it; "I do not
 * agree" explains that they may delete their account instead (or sign out and decide later).
 */
export function GdprAgreementModal({ notice }: { notice: string }) {
  const [step, setStep] = useState<'notice' | 'declined'>('notice')
  const agree = useAgreeToNotice()
  const { deleteMyAccount, isDeleting } = useAccountDeletion()

  return (
    <Modal
      opened
      onClose={ignoreClose}
      closeOnEscape={false}
      closeOnClickOutside={false}
      withCloseButton={false}
      size="lg"
      centered
      title={
        step === 'notice'
          ? 'We have updated our data protection notice'
          : 'You have not agreed to the notice'
      }
    >
      {step === 'notice' ? (
        <Stack gap="lg">
          <Text size="sm">Please read it and tell us whether you agree.</Text>
          {notice.trim() && (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {notice}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => setStep('declined')}
              disabled={agree.isPending}
            >
              I do not agree
            </Button>
            <Button onClick={() => agree.mutate()} loading={agree.isPending}>
              I agree
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Text size="sm">
            We can only keep your membership if you agree to our data protection notice. If you do
            not agree, you can delete your account. Deleting it is permanent: you will be signed out
            and it cannot be undone.
          </Text>
          <Text size="sm">
            Not ready to decide?{' '}
            <Anchor component={Link} to="/signout" size="sm">
              Sign out
            </Anchor>{' '}
            and we will ask again next time.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setStep('notice')} disabled={isDeleting}>
              Back
            </Button>
            <Button color="red" onClick={() => void deleteMyAccount()} loading={isDeleting}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
