import { expect, it } from 'vitest'
import { pruneUnknownBlocks } from '~/components/builder/prune'
import type { ContentDocument } from '~/content/types'

it('drops unregistered blocks at any depth and keeps built-in and registered ones', () => {
  const page = {
    id: 'p',
    data: {
      blocks: [
        { id: 'a', component: { name: 'Text' } },
        { id: 'b', component: { name: 'Hero Banner' } },
        {
          id: 'c',
          component: { name: 'Columns' },
          children: [
            { id: 'd', component: { name: 'Mystery' } },
            { id: 'e', component: { name: 'Job Listings' } },
          ],
        },
        { id: 'f' },
      ],
    },
  }
  const pruned = pruneUnknownBlocks(page as ContentDocument, new Set(['Job Listings']))
  expect(pruned.data!.blocks).toEqual([
    { id: 'a', component: { name: 'Text' } },
    {
      id: 'c',
      component: { name: 'Columns' },
      children: [{ id: 'e', component: { name: 'Job Listings' } }],
    },
    { id: 'f' },
  ])
})
