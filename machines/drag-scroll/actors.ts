/** The strip follows the drag: the wiring moves it where the machine says. */
import type { FlowWiring } from '~/flow-wiring/wiring'
import type { dragScrollMachine } from './machine'

export default (): FlowWiring<typeof dragScrollMachine> => ({
  on: {
    'drag.scroll': ({ stripId, left }) => {
      const strip = document.getElementById(stripId)
      if (strip) strip.scrollLeft = left
    },
  },
})
