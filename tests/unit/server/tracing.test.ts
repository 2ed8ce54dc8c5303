// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { tracingWanted } from '../../../scripts/otel.mjs'
import { describeRequestSpan, traced, tracedStoreCall } from '~/server/tracing.server'

describe('whether the server starts tracing (scripts/serve.mjs loads the SDK only then)', () => {
  it('is off with no OTEL_* variable, or only empty ones', () => {
    expect(tracingWanted({})).toBe(false)
    expect(tracingWanted({ PORT: '3000', DATABASE_URL: 'postgres://x', NOTEL_X: '1' })).toBe(false)
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: '' })).toBe(false)
  })

  it('is on with any standard OTEL_* variable', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true)
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'shop' })).toBe(true)
    expect(
      tracingWanted({
        OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
        OTEL_SDK_DISABLED: 'false',
      }),
    ).toBe(true)
  })

  it('is off when OTEL_SDK_DISABLED is true, whatever else is set', () => {
    expect(tracingWanted({ OTEL_SDK_DISABLED: 'true' })).toBe(false)
    expect(
      tracingWanted({ OTEL_SDK_DISABLED: ' TRUE ', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBe(false)
  })
})

describe('the app’s spans without an SDK', () => {
  it('run the work and hand back its result or its error, untouched', async () => {
    await expect(traced('render /', {}, async () => 42)).resolves.toBe(42)
    const failure = new Error('down')
    await expect(
      traced('content menu', {}, async () => {
        throw failure
      }),
    ).rejects.toBe(failure)
    const answer = new Response('no', { status: 503 })
    await expect(
      tracedStoreCall('GET', '/rest/auth/products/:slug', async () => answer),
    ).resolves.toBe(answer)
    expect(() => describeRequestSpan('GET', '/', 'HIT')).not.toThrow()
  })
})
