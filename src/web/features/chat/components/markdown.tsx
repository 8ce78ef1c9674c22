import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn.ts';
import { parseMarkdown, type Block, type Inline } from '../lib/markdown.ts';

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return node.text;
      case 'break':
        return <br key={index} />;
      case 'code':
        return (
          <code key={index} className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
            {node.text}
          </code>
        );
      case 'strong':
        return (
          <strong key={index} className="font-semibold">
            {renderInline(node.children)}
          </strong>
        );
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'del':
        return <del key={index}>{renderInline(node.children)}</del>;
      case 'link':
        return node.href ? (
          <a
            key={index}
            href={node.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-highlight underline underline-offset-2"
          >
            {renderInline(node.children)}
          </a>
        ) : (
          <span key={index}>{renderInline(node.children)}</span>
        );
    }
  });
}

/** Headings inside a message sit below the page's own h1 and h2. */
function headingTag(level: number): 'h3' | 'h4' | 'h5' | 'h6' {
  if (level <= 1) return 'h3';
  if (level === 2) return 'h4';
  if (level === 3) return 'h5';
  return 'h6';
}

/** `trailing` (a streaming cursor) goes at the end of the last line of text. */
function renderBlocks(blocks: Block[], trailing?: ReactNode): ReactNode[] {
  const rendered = blocks.map((block, index) => {
    const tail = index === blocks.length - 1 ? trailing : undefined;
    switch (block.type) {
      case 'paragraph':
        return (
          <p key={index}>
            {renderInline(block.children)}
            {tail}
          </p>
        );
      case 'heading': {
        const Tag = headingTag(block.level);
        return (
          <Tag key={index} className="font-serif text-base font-semibold">
            {renderInline(block.children)}
            {tail}
          </Tag>
        );
      }
      case 'list': {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex}>
            {renderInline(item)}
            {itemIndex === block.items.length - 1 ? tail : null}
          </li>
        ));
        return block.ordered ? (
          <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5">
            {items}
          </ol>
        ) : (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {items}
          </ul>
        );
      }
      case 'quote':
        return (
          <blockquote
            key={index}
            className="space-y-2 border-l-2 border-primary/60 pl-3 text-muted-foreground italic"
          >
            {renderBlocks(block.children, tail)}
          </blockquote>
        );
      case 'code':
        return (
          <pre
            key={index}
            className="overflow-x-auto rounded-lg bg-muted p-3 font-mono text-[0.85em] leading-relaxed"
          >
            <code>{block.text}</code>
          </pre>
        );
      case 'rule':
        return <hr key={index} className="border-border" />;
    }
  });
  const last = blocks.at(-1);
  if (trailing && (!last || last.type === 'code' || last.type === 'rule')) {
    rendered.push(<p key="trailing">{trailing}</p>);
  }
  return rendered;
}

/**
 * A teacher's reply as formatted text. Built from React elements only (never HTML strings), so a
 * reply can never run script or load a remote image.
 */
export function Markdown({
  text,
  className,
  trailing,
}: {
  text: string;
  className?: string;
  /** Shown right after the last word (the cursor of a streaming reply). */
  trailing?: ReactNode;
}) {
  return (
    <div className={cn('space-y-3 break-words', className)}>
      {renderBlocks(parseMarkdown(text), trailing)}
    </div>
  );
}
