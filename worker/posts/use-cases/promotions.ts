import type { Deps } from '../../lib/deps'
import type { CsvFile } from '../../polls/use-cases/exports'
import type {
  CreatePromotionInput,
  ListPromotionsQuery,
  PromotionClaimRow,
  PromotionResource,
  PromotionSummary,
  UpdatePromotionInput,
} from '../promotions.schemas'

const notBuilt = (what: string): never => {
  throw new Error(`${what} is not built yet`)
}

export const listPromotions = async (
  _deps: Deps,
  _query: ListPromotionsQuery,
): Promise<{ rows: PromotionSummary[]; total: number }> => notBuilt('listPromotions')
/** By id or slug. */
export const getPromotion = async (_deps: Deps, _key: string): Promise<PromotionResource> =>
  notBuilt('getPromotion')
export const createPromotion = async (
  _deps: Deps,
  _input: CreatePromotionInput,
): Promise<PromotionResource> => notBuilt('createPromotion')
export const updatePromotion = async (
  _deps: Deps,
  _key: string,
  _input: UpdatePromotionInput,
): Promise<PromotionResource> => notBuilt('updatePromotion')
/** "Tell me more" (spec 01 §4): the reader claims it; answers the promotion with told: true. */
export const claimPromotion = async (_deps: Deps, _key: string): Promise<PromotionResource> =>
  notBuilt('claimPromotion')
export const listClaims = async (
  _deps: Deps,
  _key: string,
  _paging: { page: number; perPage: number },
): Promise<{ rows: PromotionClaimRow[]; total: number }> => notBuilt('listClaims')
export const exportClaimsCsv = async (_deps: Deps, _key: string): Promise<CsvFile> =>
  notBuilt('exportClaimsCsv')
export const deletePromotion = async (_deps: Deps, _key: string): Promise<void> =>
  notBuilt('deletePromotion')
