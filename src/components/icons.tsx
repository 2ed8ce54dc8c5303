/**
 * Inline icons (decorative: aria-hidden; the control around them carries the name): the frame's
 * and the purchase box's, on every first load. The rest are in ./more-icons, so the bundler,
 * which keeps a module whole in one chunk, does not bring them all to the first load.
 */
import type { SVGProps } from 'react'

export const iconBase = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export const SearchIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)
export const CloseIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
)
export const UserIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </svg>
)
export const CartIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.8a2 2 0 0 0 2-1.5L21 8H6" />
    <circle cx="10" cy="20" r="1" />
    <circle cx="17" cy="20" r="1" />
  </svg>
)
export const Spinner = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} className="spinner" {...p}>
    <path d="M12 3a9 9 0 1 0 9 9" />
  </svg>
)
export const BoxIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M21 8 12 3 3 8v8l9 5 9-5V8Z" />
    <path d="m3 8 9 5 9-5M12 13v8" />
  </svg>
)
export const MenuIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
)
export const ChevronDownIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} width={16} height={16} {...p}>
    <path d="m6 9 6 6 6-6" />
  </svg>
)
