import { StatisticsScreen } from '@/features/admin-stats/components/statistics-screen'

/** /admin/statistics, its own lazy chunk; the charts library comes with it (vendor-charts). */
export function StatisticsPage() {
  return <StatisticsScreen />
}
