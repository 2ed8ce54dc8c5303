/**
 * The gallery's wiring: the native scroll watched until the engine takes over, then Embla on the
 * main slider and on the thumbnails (which follow it), started at the slide the native scroll
 * left, with the keys handed from the scrolling slides to the region.
 */
import type { default as EmblaCarousel, EmblaCarouselType } from 'embla-carousel'
import { fromCallback } from 'xstate'
import { constants } from '~/config/constants'
import { wire } from '~/flow-wiring/wiring'
import { logError } from '~/lib/log'
import { SLIDER_DURATION } from '../carousel/actors'
import { partId } from '../shared/connect'
import { type GalleryCommand, galleryMachine } from './machine'

const byId = (id: string) => document.getElementById(id)

/**
 * Whether the native scroll stands on a slide's edge: with mandatory snapping it is at rest
 * there (elsewhere a finger may be mid-swipe, or the slides still gliding to their snap).
 */
const onSlideEdge = (viewport: HTMLElement) => {
  const width = viewport.clientWidth
  return (
    !width || Math.abs(viewport.scrollLeft - Math.round(viewport.scrollLeft / width) * width) < 1
  )
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
    // The engine resets the scroll and starts at the slide told so far: taking over while a
    // finger is still swiping (the swipe itself wakes the gallery, and its code often arrives
    // mid-gesture on a slow phone) threw the swipe away, and the gallery sprang back to the
    // slide the swipe began on. The machine waits for the scroll's end, or a spell without one.
    watchRest: fromCallback<{ type: string }, { viewportId: string }>(({ sendBack, input }) => {
      const viewport = byId(input.viewportId)
      if (!viewport) return
      const moved = () => sendBack({ type: 'gallery.scrollMoved' })
      const ended = () => sendBack({ type: 'gallery.scrollEnded' })
      viewport.addEventListener('scroll', moved, { passive: true })
      viewport.addEventListener('scrollend', ended)
      return () => {
        viewport.removeEventListener('scroll', moved)
        viewport.removeEventListener('scrollend', ended)
      }
    }),
    runEngine: fromCallback<
      | { type: 'move'; command: GalleryCommand }
      | { type: 'startAt'; index: number }
      | { type: 'start' },
      { id: string; count: number; startIndex: number }
    >(({ sendBack, receive, input }) => {
      let main: EmblaCarouselType | undefined
      let thumbs: EmblaCarouselType | undefined
      let gone = false
      // The slide in view when the engine arrives (the native scroll may move while it loads).
      let startIndex = input.startIndex
      let Embla: typeof EmblaCarousel | undefined
      // Its code arrives, then it waits to be told to take over (once the scroll is at rest).
      const start = () => {
        const viewport = byId(partId(input, 'viewport'))
        if (gone || !viewport || !Embla) return
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
      }
      import('embla-carousel').then(
        (module) => {
          if (gone) return
          Embla = module.default
          const viewport = byId(partId(input, 'viewport'))
          sendBack({
            type: 'gallery.engineLoaded',
            onSlideEdge: !viewport || onSlideEdge(viewport),
          })
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
        if (message.type === 'start') {
          start()
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
