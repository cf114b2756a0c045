import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import {
  messageRoomEvent,
  ROOM_CLOSE,
  type MessageClientMessage,
} from '@durable-objects/room-protocol'
import { openLiveSocket } from '@/lib/live-socket'
import { messagesKeys } from '@/lib/message-keys'
import { meKeys } from '@/lib/session'
import { addPostToCache, type MessagePost } from '../api/list-posts'

/**
 * Keeps an open conversation current over the thread's socket: each new message goes into the
 * conversation's cache (the socket never keeps its own copy), and `onPost` tells the view (to mark
 * it read). While the socket is down, the conversation is refetched when it comes back, so
 * nothing written meanwhile is missed.
 */

const PING = JSON.stringify({ type: 'ping' } satisfies MessageClientMessage)

export type MessageLiveMode = 'live' | 'connecting'

export const useMessageThreadLive = (
  threadId: number,
  onPost: (post: MessagePost) => void,
): { mode: MessageLiveMode } => {
  const client = useQueryClient()
  const [open, setOpen] = useState(false)
  const onPostRef = useRef(onPost)
  useEffect(() => {
    onPostRef.current = onPost
  })

  useEffect(() => {
    let gap = false
    const socket = openLiveSocket({
      path: `/api/message-threads/${threadId}/live`,
      schema: messageRoomEvent,
      ping: PING,
      onMessage: (event) => {
        if (event.type !== 'post.created' || event.post.message_thread_id !== threadId) return
        addPostToCache(client, event.post)
        onPostRef.current(event.post)
      },
      onClose: (code) => {
        if (code === ROOM_CLOSE.signedOut) void client.invalidateQueries({ queryKey: meKeys.all })
        // Access ended (a block): the thread's own state says so.
        if (code === ROOM_CLOSE.policy)
          void client.invalidateQueries({ queryKey: messagesKeys.thread(threadId) })
      },
      onOpenChange: (isOpen) => {
        setOpen(isOpen)
        if (isOpen && gap) void client.invalidateQueries({ queryKey: messagesKeys.posts(threadId) })
        if (!isOpen) gap = true
      },
    })
    return () => {
      socket.close()
      setOpen(false)
    }
  }, [threadId, client])

  return { mode: open ? 'live' : 'connecting' }
}
