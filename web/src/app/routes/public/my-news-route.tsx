import { MyNewsScreen } from '@/features/news/components/my-news-screen'
import { useNewsEditorSlot, WriteNewsButton } from './news-editor-slot'

/** /my-news (members only): the member's own posts in every status, with the editor. */
export function MyNewsRoute() {
  const editor = useNewsEditorSlot()
  return (
    <>
      <MyNewsScreen
        actions={<WriteNewsButton onClick={editor.create} />}
        onEdit={editor.available ? (post) => editor.edit(post.id) : undefined}
      />
      {editor.modal}
    </>
  )
}
