import { describe } from 'vitest'
import { fuzzSuite } from './fuzz'

describe('store fuzzing on PGlite', () => fuzzSuite('pglite'))
