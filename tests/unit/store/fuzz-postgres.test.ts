import { describe } from 'vitest'
import { fuzzSuite } from './fuzz'

/** The same properties on a PostgreSQL server (127.0.0.1:5432). */
describe('store fuzzing on PostgreSQL', () => fuzzSuite('postgres'))
