import { Box, Button, Group, Image, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Page } from '@/components/layout/page'
import { ErrorState, PageSkeleton } from '@/components/page-states'
import { PageTitle } from '@/components/page-title'
import { RichText } from '@/components/rich-text'
import { safeImageSrc } from '@/lib/safe-url'
import { useSettings } from '@/lib/site-settings'
import { pageQueryOptions } from '../api/get-page'
import { FaqForm } from './faq-form'

/**
 * Spec 01 §2, §5 FAQ (/faq): the FAQ page's title, logo, colour and sub-heading, its questions
 * (the page's own list, else the site's faq_default_questions), its body, and the question form.
 * Picking a listed question puts it in the form.
 */
export function FaqScreen() {
  const page = useQuery(pageQueryOptions('faq'))
  const settings = useSettings()
  const [suggestion, setSuggestion] = useState<{ text: string; n: number } | null>(null)

  if (page.isPending)
    return <PageSkeleton variant="detail" width="reading" label="Loading the FAQ…" />
  if (page.isError)
    return (
      <Page>
        <ErrorState message="The FAQ could not be loaded." onRetry={() => void page.refetch()} />
      </Page>
    )

  const faq = page.data.faq_settings
  const own = faq?.faq_default_questions ?? []
  const questions = own.length > 0 ? own : (settings.data?.faq_default_questions ?? [])
  const logo = safeImageSrc(faq?.faq_logo?.value)
  const colour = faq?.faq_colour ?? undefined
  return (
    <Page width="reading">
      <Stack gap="lg">
        <Box
          pl="md"
          style={{ borderLeft: `6px solid ${colour ?? 'var(--mantine-primary-color-filled)'}` }}
          data-testid="faq-header"
        >
          <Group gap="md" wrap="nowrap" align="center">
            {logo && <Image src={logo} alt="" h={56} w="auto" fit="contain" />}
            <div style={{ minWidth: 0 }}>
              <PageTitle>{faq?.faq_title || page.data.title}</PageTitle>
              {faq?.faq_sub_heading && (
                <Text c="dimmed" mt={-8} style={{ overflowWrap: 'anywhere' }}>
                  {faq.faq_sub_heading}
                </Text>
              )}
            </div>
          </Group>
        </Box>
        <RichText doc={page.data.body} />
        {questions.length > 0 && (
          <section aria-labelledby="faq-questions-title">
            <Text component="h2" fw={700} size="lg" id="faq-questions-title" mb="xs">
              Common questions
            </Text>
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {questions.map((question, i) => (
                <li key={`${i}-${question}`}>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
                    h="auto"
                    py={4}
                    onClick={() => setSuggestion((s) => ({ text: question, n: (s?.n ?? 0) + 1 }))}
                  >
                    {question}
                  </Button>
                </li>
              ))}
            </Stack>
          </section>
        )}
        <FaqForm suggestion={suggestion} />
      </Stack>
    </Page>
  )
}
