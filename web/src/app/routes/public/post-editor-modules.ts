import type { ComponentType } from 'react'
import type { NewsResource, ResourceResource } from '@worker/posts/posts.schemas'
import type { PromotionResource } from '@worker/posts/promotions.schemas'

/** The news editor's props (web/src/features/admin-news/components/news-editor-modal.tsx). */
export type NewsEditorProps = {
  opened: boolean
  onClose: () => void
  newsId?: number
  onSaved?: (news: NewsResource) => void
}

/** The resource editor's props (features/admin-resources/components/resource-editor-modal.tsx). */
export type ResourceEditorProps = {
  opened: boolean
  onClose: () => void
  resourceId?: number
  onSaved?: (resource: ResourceResource) => void
}

/** The promotion editor's props (features/admin-promotions/components/promotion-editor-modal.tsx). */
export type PromotionEditorProps = {
  opened: boolean
  onClose: () => void
  promotionId?: number
  onSaved?: (promotion: PromotionResource) => void
}

type EditorModule<P> = (() => Promise<{ default: ComponentType<P> }>) | null

/**
 * Where the post editors come from (features admin-news and admin-resources), each downloaded the
 * first time it opens. null while that feature is not in the app: then nothing offers to write or
 * edit (no button opens nothing).
 */
export const newsEditorModule: EditorModule<NewsEditorProps> = () =>
  import('@/features/admin-news/components/news-editor-modal').then((m) => ({
    default: m.NewsEditorModal,
  }))
export const resourceEditorModule: EditorModule<ResourceEditorProps> = () =>
  import('@/features/admin-resources/components/resource-editor-modal').then((m) => ({
    default: m.ResourceEditorModal,
  }))
export const promotionEditorModule: EditorModule<PromotionEditorProps> = () =>
  import('@/features/admin-promotions/components/promotion-editor-modal').then((m) => ({
    default: m.PromotionEditorModal,
  }))
