import { ClaimedPromotionsScreen } from '@/features/promotions/components/promotions-screen'
import { ViewAccess } from './view-access'

/** /claimed-promotions (members only): the promotions the member has claimed. */
export function ClaimedPromotionsRoute() {
  return (
    <ViewAccess permission="promotions.view" resource="Promotions">
      <ClaimedPromotionsScreen />
    </ViewAccess>
  )
}
