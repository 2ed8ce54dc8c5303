import { createFileRoute } from '@tanstack/react-router'
import { healthReport, healthStatusCode } from '~/server/health'

/**
 * Load-balancer health check: each dependency's state; 200 while the instance can serve (a
 * dependency down is `degraded`, still 200), 503 while it starts, drains or cannot serve at all
 * (src/server/health.ts); never cached.
 */
export const Route = createFileRoute('/healthz')({
  server: {
    handlers: {
      GET: async () => {
        const report = await healthReport()
        return Response.json(report, {
          status: healthStatusCode(report.status),
          headers: { 'cache-control': 'no-store' },
        })
      },
    },
  },
})
