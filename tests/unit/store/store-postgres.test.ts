import { describe } from 'vitest'
import { storeSuite } from './suite'

/** The same suite on a PostgreSQL server (127.0.0.1:5432; scripts/ensure-services.mjs starts one). */
describe('reference store on PostgreSQL', () => storeSuite('postgres'))
