import { createFileRoute } from '@tanstack/react-router'
import { healthReport } from '~/server/health'

/** Load-balancer health check: 200 when the app can serve, 503 otherwise; never cached. */
export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: async () => {
        const report = await healthReport()
        return Response.json(report, {
          status: report.status === 'ok' ? 200 : 503,
          headers: { 'cache-control': 'no-store' },
        })
      },
    },
  },
})
