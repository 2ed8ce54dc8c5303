import { describe } from 'vitest'
import { storeSuite } from './suite'

describe('reference store on PGlite', () => storeSuite('pglite'))
