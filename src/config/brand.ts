/** The brand: names, contacts and block defaults. Safe for the browser. */
export const brand = {
  name: 'Clearhome',
  tagline: 'Non-toxic home care that works.',
  description:
    'Clearhome makes plant-powered, non-toxic cleaning, laundry and personal-care products, delivered on your schedule.',
  logo: { src: '/brand/logo.svg', alt: 'Clearhome', width: 148, height: 32 },
  themeColor: '#1f5f4a',
  supportPhone: '(888) 555-0142',
  supportUrl: 'https://support.clearhome.example',
  refundEmail: 'care@clearhome.example',
  headerButtonText: 'Claim My Free Kit',
  headerSupportText: 'Help & Support',
  social: [
    { name: 'Instagram', url: 'https://instagram.com/clearhome.example' },
    { name: 'Facebook', url: 'https://facebook.com/clearhome.example' },
    { name: 'Pinterest', url: 'https://pinterest.com/clearhome.example' },
    { name: 'YouTube', url: 'https://youtube.com/@clearhome.example' },
  ],
} as const
