import { z } from 'zod'
import { trustedJson } from '../lib/json'
import type { SeriesRow } from './stats.queries'

/** Series points as SQL builds them: [series, bucket, count]. */
const seriesPointsJson = z.array(z.tuple([z.string(), z.string(), z.number()]))

/** The series row's JSON columns → one list of [series, bucket, count]. */
export const seriesPoints = (row: SeriesRow) =>
  Object.values(row).flatMap((column) => trustedJson(seriesPointsJson, column, []))
