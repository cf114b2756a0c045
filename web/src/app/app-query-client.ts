import { seedBootData } from '@/lib/boot-data'
import { createQueryClient } from '@/lib/query-client'

/**
 * The app's one query cache, shared by the screens (app-root.tsx provides it) and the route
 * loaders (route-data.ts), which start a screen's first request before its code has arrived.
 * Who is signed in and the site settings come from the HTML the worker served: no round trip.
 */
export const queryClient = createQueryClient()
seedBootData(queryClient)
