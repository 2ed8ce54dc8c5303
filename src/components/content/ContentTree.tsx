/**
 * Renders a compiled page-builder tree (ADR 0016) without the Builder runtime: built-in
 * elements as plain markup, registered blocks through their views (islands that load their
 * code only when needed).
 */
import type { CSSProperties } from 'react'
import { SafeHtml } from '~/components/SafeHtml'
import type { ContentNode, ContentTree as Tree } from '~/content/tree'
import { blockViews } from './views'
import styles from './ContentTree.module.css'

export function ContentTree({ tree, className }: { tree: Tree; className?: string }) {
  if (!tree.nodes.length) return null
  return (
    <div className={`${styles.tree} ${className ?? ''}`} data-content-tree="">
      {tree.css && <style>{tree.css}</style>}
      <Nodes nodes={tree.nodes} />
    </div>
  )
}

export function Nodes({ nodes }: { nodes: readonly ContentNode[] }) {
  return nodes.map((node) => <Node key={node.id} node={node} />)
}

const cls = (node: ContentNode, extra?: string) =>
  `${styles.block} cb-${node.id}${extra ? ` ${extra}` : ''}`

function Node({ node }: { node: ContentNode }) {
  switch (node.t) {
    case 'html':
      return <SafeHtml html={node.html} className={cls(node, styles.text)} data-text="" />
    case 'image':
      return (
        <img
          className={cls(node, styles.image)}
          src={node.src}
          alt={node.alt}
          loading="lazy"
          decoding="async"
          style={{
            aspectRatio: node.ratio ? String(1 / node.ratio) : undefined,
            objectFit: node.fit,
          }}
        />
      )
    case 'button':
      return node.href ? (
        <a
          className={cls(node, 'button button--primary')}
          href={node.href}
          {...(node.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {node.text}
        </a>
      ) : (
        <span className={cls(node, 'button button--primary')}>{node.text}</span>
      )
    case 'video':
      return (
        <div className={cls(node, styles.video)}>
          <iframe
            src={node.src}
            title={node.title}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        </div>
      )
    case 'box':
      return (
        <div className={cls(node, node.section ? styles.section : undefined)}>
          {node.section ? (
            <div className={styles.sectionInner} style={{ maxWidth: node.maxWidth ?? undefined }}>
              <Nodes nodes={node.children} />
            </div>
          ) : (
            <Nodes nodes={node.children} />
          )}
        </div>
      )
    case 'columns':
      return (
        <div
          className={cls(node, styles.columns)}
          data-stack={node.stackAt}
          data-reverse={node.reverseWhenStacked || undefined}
          style={{ '--gap': `${node.gap}px` } as CSSProperties}
        >
          {node.columns.map((column, i) => (
            <div
              key={i}
              className={styles.column}
              style={
                column.width ? ({ '--width': `${column.width}%` } as CSSProperties) : undefined
              }
            >
              <Nodes nodes={column.children} />
            </div>
          ))}
        </div>
      )
    case 'block': {
      const View = blockViews[node.name]
      if (!View) return null
      return (
        <div className={cls(node)} data-block={node.name}>
          <View {...node.props} />
        </div>
      )
    }
  }
}
