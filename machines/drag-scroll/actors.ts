/** The strip follows the drag: the wiring moves it where the machine says. */
import { wire } from '~/flow-wiring/wiring'
import { dragScrollMachine } from './machine'

export default wire(dragScrollMachine, () => ({
  on: {
    'drag.scroll': ({ stripId, left }) => {
      const strip = document.getElementById(stripId)
      if (strip) strip.scrollLeft = left
    },
  },
}))
