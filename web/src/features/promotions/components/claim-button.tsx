import { Button } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { Link, useLocation } from 'react-router'
import { PROMOTION_MESSAGES } from '@worker/posts/promotions.schemas'
import { signInPathFor } from '@/lib/api-client'
import { useMe } from '@/lib/session'
import { useClaimPromotion } from '../api/claim-promotion'
import type { PromotionDetail } from '../api/get-promotion'
import { PromotionClaimedModal } from './promotion-claimed-modal'

type Props = { promotion: PromotionDetail; slug: string }

/**
 * Spec 01 §4 claim ("tell me more"): not told → POST tell-me-more → told, with "Offer Claimed" and
 * the promotion claimed modal; a failure says so and leaves the button as it was. Once told the
 * button stays "Offer claimed". Visitors are asked to sign in first.
 */
export function ClaimButton({ promotion: p, slug }: Props) {
  const me = useMe()
  const location = useLocation()
  const claim = useClaimPromotion(slug)
  const [modalOpen, setModalOpen] = useState(false)

  if (p.told)
    return (
      <>
        <Button disabled>Offer claimed</Button>
        <PromotionClaimedModal
          opened={modalOpen}
          onClose={() => setModalOpen(false)}
          title={p.title}
          companyName={p.settings.company_name}
        />
      </>
    )
  if (p.status !== 'approved' || p.is_expired) return null
  if (!me.data)
    return (
      <Button component={Link} to={signInPathFor(location)} variant="light">
        Sign in to claim
      </Button>
    )

  const onClaim = () =>
    claim.mutate(p.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: PROMOTION_MESSAGES.claimed })
        setModalOpen(true)
      },
      onError: () => notifications.show({ color: 'red', message: PROMOTION_MESSAGES.claimFailed }),
    })
  return (
    <Button onClick={onClaim} loading={claim.isPending}>
      {p.settings.promotion_type === 'offer' ? 'Claim offer' : 'Tell me more'}
    </Button>
  )
}
