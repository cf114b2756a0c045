import { Alert, Button, Stack } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PAGE_MESSAGES } from '@worker/pages/pages.schemas'
import { Page } from '@/components/layout/page'
import { LoadingState } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { useNewsletterLink } from '../api/newsletter'

/**
 * /newsletter/confirm?token=… (the emailed link): confirms the subscription, or with
 * unsubscribe=1 ends it. Sent once when the screen opens.
 */
export function NewsletterConfirmScreen() {
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const unsubscribe = params.get('unsubscribe') === '1'
  const link = useNewsletterLink()
  const sent = useRef(false)
  useEffect(() => {
    if (sent.current || token.length < 20) return
    sent.current = true
    link.mutate({ token, unsubscribe })
  }, [token, unsubscribe, link])

  const invalid = token.length < 20 || link.isError
  return (
    <Page width="form">
      <PageTitle>{unsubscribe ? 'Unsubscribe from the newsletter' : 'Newsletter'}</PageTitle>
      <Stack gap="md" align="flex-start">
        {invalid ? (
          <Alert color="red" role="alert">
            {PAGE_MESSAGES.badLink}
          </Alert>
        ) : link.isSuccess ? (
          <Alert color="green" role="status">
            {link.data.message}
          </Alert>
        ) : (
          <LoadingState label="Checking your link…" />
        )}
        <Button component={Link} to="/" variant="default">
          Go to the home page
        </Button>
      </Stack>
    </Page>
  )
}
