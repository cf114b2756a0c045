import { NewsScreen } from '@/features/news/components/news-screen'
import { useNewsEditorSlot, WriteNewsButton } from './news-editor-slot'
import { ViewAccess } from './view-access'

/** /news: the news grid, with the editor for "Write a news post" and Edit. */
export function NewsRoute() {
  const editor = useNewsEditorSlot()
  return (
    <ViewAccess permission="news.view:directory" resource="News">
      <NewsScreen
        actions={<WriteNewsButton onClick={editor.create} />}
        onEdit={editor.available ? (post) => editor.edit(post.id) : undefined}
      />
      {editor.modal}
    </ViewAccess>
  )
}
