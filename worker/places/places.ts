import { createGazetteer } from './gazetteer'

type Gazetteer = ReturnType<typeof createGazetteer>

let loading: Promise<Gazetteer> | null = null

/**
 * The worker's gazetteer, decoded on the first search or lookup in an isolate. Its data is a
 * module of its own, imported on demand, so the worker's entry module (parsed at every cold start)
 * does not carry 57 KB of places that most requests never touch.
 */
export const loadPlaces = () =>
  (loading ??= import('./gazetteer.data').then((data) => createGazetteer(data)))
