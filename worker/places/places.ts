import * as data from './gazetteer.data'
import { createGazetteer } from './gazetteer'

/** The worker's one gazetteer instance: decoded on the first search or lookup in an isolate. */
export const places = createGazetteer(data)
