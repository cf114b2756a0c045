import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { safeImageSrc } from '@/lib/safe-url'
import { recordImpression, type ShowingAdvert } from './showing-adverts'

/** Counts the impression once the advert is at least half in view. */
function useImpression(advertId: number) {
  const ref = useRef<HTMLDivElement>(null)
  const { key } = useLocation()
  useEffect(() => {
    const node = ref.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          recordImpression(key, advertId)
          observer.disconnect()
        }
      },
      { threshold: 0.5 },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [key, advertId])
  return ref
}

/**
 * One advert (spec 02 §3), labelled Sponsored, linking through the click route; its impression is
 * counted once it is half in view.
 */
export function AdvertCard({ advert, banner }: { advert: ShowingAdvert; banner: boolean }) {
  const ref = useImpression(advert.id)
  const img = safeImageSrc(advert.img)
  const picture = img && (
    <Image src={img} alt="" w={banner ? 120 : '100%'} maw={300} radius="sm" fit="contain" />
  )
  const words = (
    <Stack gap={2} style={{ minWidth: 0 }}>
      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
        {advert.name}
      </Text>
      {advert.description && (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {advert.description}
        </Text>
      )}
    </Stack>
  )
  return (
    <Paper ref={ref} component="aside" aria-label="Advert" withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" mb={6}>
        Sponsored
      </Text>
      <Anchor
        href={advert.click_url}
        target="_blank"
        rel="sponsored noopener"
        underline="never"
        c="inherit"
        style={{ display: 'block' }}
      >
        {banner ? (
          <Group gap="md" wrap="nowrap" align="center">
            {picture}
            {words}
          </Group>
        ) : (
          <Stack gap="xs">
            {picture}
            {words}
          </Stack>
        )}
      </Anchor>
    </Paper>
  )
}
