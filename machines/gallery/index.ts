/** Gallery: the flow's one definition (ADR 0009). */
import { data, defineFlow } from '../shared/flow'
import { connectGallery } from './connect'
import { galleryMachine, type GalleryContext } from './machine'
import { gallerySpec } from './spec'

export default defineFlow({
  title: 'Product gallery',
  machine: galleryMachine,
  connect: connectGallery,
  spec: gallerySpec,
  // Its island wakes when the shopper reaches for it: the machine starts then, at once.
  start: { input: { count: data.number } },
  samples: {
    input: { count: 5 },
    events: {
      'gallery.picked': [
        { type: 'gallery.picked', index: 2 },
        // One past the last slide: the edge of "its slide" (5 slides: 0 to 4).
        { type: 'gallery.picked', index: 5 },
      ],
      'gallery.scrolled': [
        { type: 'gallery.scrolled', index: 1 },
        { type: 'gallery.scrolled', index: 40 },
      ],
      // The engine's code arrives with the slides at rest on a slide's edge, or between two.
      'gallery.engineLoaded': [
        { type: 'gallery.engineLoaded', onSlideEdge: true },
        { type: 'gallery.engineLoaded', onSlideEdge: false },
      ],
      'gallery.selected': [
        { type: 'gallery.selected', index: 3 },
        { type: 'gallery.selected', index: -1 },
      ],
    },
    // Which slide shows and whether a press waits is what changes behaviour.
    context: (c: GalleryContext) => ({ selected: c.selected, pending: c.pending }),
  },
})
