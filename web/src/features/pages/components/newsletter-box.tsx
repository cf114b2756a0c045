import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { newsletterInput, PAGE_MESSAGES, type NewsletterInput } from '@worker/pages/pages.schemas'
import { ApiError } from '@/lib/api-errors'
import { applyFormErrors } from '@/lib/form-errors'
import { useSubscribeNewsletter } from '../api/newsletter'

/**
 * Spec 01 §2 newsletter signup box: an email and Subscribe. The answer is the same whoever the
 * address belongs to: "Check your inbox to confirm your subscription" (double opt-in).
 */
export function NewsletterBox() {
  const subscribe = useSubscribeNewsletter()
  const form = useForm<NewsletterInput>({
    resolver: zodResolver(newsletterInput),
    defaultValues: { email: '' },
  })
  const submit = form.handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(values)
      form.reset({ email: '' })
    } catch (error) {
      applyFormErrors(form, error)
    }
  })
  const failure =
    subscribe.isError && !(subscribe.error instanceof ApiError && subscribe.error.status === 422)
  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="newsletter-title">
      <Stack gap="xs" maw={480}>
        <Text component="h2" fw={700} size="md" id="newsletter-title">
          Newsletter
        </Text>
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            aria-label="Email for the newsletter"
            placeholder="you@example.com"
            type="email"
            autoComplete="email"
            style={{ flex: '1 1 200px' }}
            {...form.register('email')}
            error={form.formState.errors.email?.message}
          />
          <Button type="submit" loading={subscribe.isPending}>
            Subscribe
          </Button>
        </Group>
        {subscribe.isSuccess && (
          <Text size="sm" role="status" c="green.9">
            {PAGE_MESSAGES.subscribed}
          </Text>
        )}
        {failure && (
          <Alert color="red" role="alert" p="xs">
            {subscribe.error instanceof ApiError
              ? subscribe.error.messages.join('\n')
              : 'Could not subscribe, please try again'}
          </Alert>
        )}
      </Stack>
    </form>
  )
}
