/**
 * The Shop dropdown's and category bar's tiles (GET /rest/auth/fetch-sub-menu), read in the
 * browser on every page that shows them, so in zod/mini (see ../http.ts). Not ok or not a list
 * (12201.01) is thrown: the dropdown says "Something went wrong".
 */
import { z } from 'zod/mini'
import { storeRequest } from '~/api/http'
import { maybe } from '~/api/wire'

const subMenuItemSchema = z.pipe(
  z.object({
    submenu_label: z.string(),
    submenu_url: z.string(),
    submenu_image: maybe(z.string()),
    submenu_image_alt: maybe(z.string()),
  }),
  z.transform((s) => ({
    label: s.submenu_label,
    url: s.submenu_url,
    image: s.submenu_image ?? '',
    imageAlt: s.submenu_image_alt ?? '',
  })),
)

export type SubMenuItem = z.output<typeof subMenuItemSchema>

// Built once, not per read (issue 51).
const subMenuSchema = z.array(subMenuItemSchema)

export const fetchSubMenu = () =>
  storeRequest('/rest/auth/fetch-sub-menu', {
    // A bare array (shell spec §7); anything else is thrown as 12201.01.
    schema: subMenuSchema,
    code: '12201.01',
    cacheMs: 60_000,
  })
