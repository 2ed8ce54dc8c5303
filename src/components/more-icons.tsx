/** The icons of parts that load later (carousels, footer, video, blocks): see ./icons. */
import type { SVGProps } from 'react'
import { iconBase } from './icons'

export const ChevronLeftIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="m15 18-6-6 6-6" />
  </svg>
)
export const ChevronRightIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="m9 18 6-6-6-6" />
  </svg>
)
export const PhoneIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} width={18} height={18} {...p}>
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
  </svg>
)
/** Social network marks, simplified to single-stroke outlines. */
export const SocialIcon = ({ name, ...p }: SVGProps<SVGSVGElement> & { name: string }) => (
  <svg {...iconBase} {...p}>
    {name === 'Instagram' && (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    )}
    {name === 'Facebook' && (
      <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z" />
    )}
    {name === 'Pinterest' && (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="m11 8-3 13M9.5 14.5c3 1.5 7-1 6-5-1-3-6-3.5-7.5-.5" />
      </>
    )}
    {name === 'YouTube' && (
      <>
        <rect x="2" y="5" width="20" height="14" rx="4" />
        <path d="m10 9 5 3-5 3Z" />
      </>
    )}
    {!['Instagram', 'Facebook', 'Pinterest', 'YouTube'].includes(name) && (
      <circle cx="12" cy="12" r="9" />
    )}
  </svg>
)
export const PlayIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} fill="currentColor" stroke="none" {...p}>
    <path d="M8 5.5v13l11-6.5z" />
  </svg>
)
export const CheckIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </svg>
)
export const DownloadIcon = (p: SVGProps<SVGSVGElement>) => (
  <svg {...iconBase} {...p}>
    <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
  </svg>
)
