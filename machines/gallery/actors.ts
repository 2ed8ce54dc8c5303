/**
 * The gallery's wiring: the native scroll watched until the engine takes over, then Embla on the
 * main slider and on the thumbnails (which follow it), started at the slide the native scroll
 * left, with the keys handed from the scrolling slides to the region.
 */
import type { EmblaCarouselType } from 'embla-carousel'
import { fromCallback } from 'xstate'
import { constants } from '~/config/constants'
import { wire } from '~/flow-wiring/wiring'
import { logError } from '~/lib/log'
import { SLIDER_DURATION } from '../carousel/actors'
import { partId } from '../shared/connect'
import { type GalleryCommand, galleryMachine } from './machine'

const byId = (id: string) => document.getElementById(id)

/**
 * How long a scroll that ends off a slide's edge without a `scrollend` (a browser that has none)
 * must be still before the engine takes over: longer than the gaps between a swipe's scroll
 * events on a busy phone (up to 370 ms seen under load), or a slow swipe would still be cut.
 */
const SCROLL_AT_REST_MS = 1000

/**
 * Resolves once the native scroll is at rest. The engine resets the scroll and starts at the
 * slide told so far: taking over while a finger is still swiping (the swipe itself wakes the
 * gallery, and its code often arrives mid-gesture on a slow phone) threw the swipe away, and the
 * gallery sprang back to the slide the swipe began on. At rest is on a slide's edge (mandatory
 * snapping); otherwise the scroll's end, or a spell with no scroll where there is no such event.
 */
function whenScrollAtRest(viewport: HTMLElement): Promise<void> {
  const onSlide = () => {
    const width = viewport.clientWidth
    return (
      !width || Math.abs(viewport.scrollLeft - Math.round(viewport.scrollLeft / width) * width) < 1
    )
  }
  if (onSlide()) return Promise.resolve()
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const done = () => {
      clearTimeout(timer)
      viewport.removeEventListener('scroll', moved)
      viewport.removeEventListener('scrollend', done)
      resolve()
    }
    const moved = () => {
      clearTimeout(timer)
      timer = setTimeout(done, SCROLL_AT_REST_MS)
    }
    viewport.addEventListener('scroll', moved, { passive: true })
    viewport.addEventListener('scrollend', done)
    moved()
  })
}

export default wire(galleryMachine, () => ({
  actors: {
    watchScroll: fromCallback<
      { type: string },
      { viewportId: string; selected: number; count: number }
    >(({ sendBack, input }) => {
      const viewport = byId(input.viewportId)
      if (!viewport) return
      const index = () =>
        viewport.clientWidth ? Math.round(viewport.scrollLeft / viewport.clientWidth) : 0
      const tell = () => sendBack({ type: 'gallery.scrolled', index: index() })
      // The shopper may have scrolled the server's slides before this code ran (once told, the
      // machine selects it and watches again from there: no second telling).
      const at = index()
      if (at !== input.selected && at >= 0 && at < input.count) tell()
      viewport.addEventListener('scroll', tell, { passive: true })
      viewport.addEventListener('touchmove', tell, { passive: true })
      return () => {
        viewport.removeEventListener('scroll', tell)
        viewport.removeEventListener('touchmove', tell)
      }
    }),
    runEngine: fromCallback<
      { type: 'move'; command: GalleryCommand } | { type: 'startAt'; index: number },
      { id: string; count: number; startIndex: number }
    >(({ sendBack, receive, input }) => {
      let main: EmblaCarouselType | undefined
      let thumbs: EmblaCarouselType | undefined
      let gone = false
      // The slide in view when the engine arrives (the native scroll may move while it loads).
      let startIndex = input.startIndex
      const engine = import('embla-carousel').then(async (module) => {
        const viewport = byId(partId(input, 'viewport'))
        if (viewport) await whenScrollAtRest(viewport)
        return module
      })
      engine.then(
        ({ default: Embla }) => {
          const viewport = byId(partId(input, 'viewport'))
          if (gone || !viewport) return
          const hadFocus = document.activeElement === viewport
          // The engine moves the track itself: the native scroll goes back to its start.
          viewport.scrollLeft = 0
          main = Embla(viewport, {
            loop: input.count > 1,
            duration: SLIDER_DURATION,
            startIndex,
          })
          const strip = byId(partId(input, 'thumbs'))
          if (strip) {
            strip.scrollLeft = 0
            thumbs = Embla(strip, {
              loop: input.count > constants.galleryThumbnails,
              duration: SLIDER_DURATION,
              containScroll: 'keepSnaps',
              dragFree: true,
              startIndex,
            })
          }
          main.on('select', () => {
            const index = main!.selectedScrollSnap()
            thumbs?.scrollTo(index)
            sendBack({ type: 'gallery.selected', index })
          })
          // The keys move to the slider's region (the scrolling slides are no longer a stop).
          // It becomes the tab stop as the view renders the engine running, after this: it is
          // made one here, or it would not take focus and the viewport's would be lost.
          const region = byId(partId(input, 'region'))
          if (hadFocus && region) {
            region.tabIndex = 0
            region.focus()
          }
          sendBack({ type: 'gallery.engineReady' })
        },
        (error: unknown) => {
          logError('gallery', 'the gallery engine did not load', error)
          // Once stopped, the actor's sendBack is dropped by XState.
          sendBack({ type: 'gallery.engineFailed' })
        },
      )
      receive((message) => {
        if (message.type === 'startAt') {
          startIndex = message.index
          return
        }
        // The machine sends its moves only once the engine is ready (the latest waits till then).
        const { command } = message
        if (command.to === 'prev') main!.scrollPrev()
        else if (command.to === 'next') main!.scrollNext()
        else main!.scrollTo(command.to)
      })
      return () => {
        gone = true
        main?.destroy()
        thumbs?.destroy()
      }
    }),
  },
}))
