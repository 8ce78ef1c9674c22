import { cn } from '../../../lib/cn.ts';
import { parseLightMarkdown, type Span } from '../lib/light-markdown.ts';

function renderSpans(spans: Span[]) {
  return spans.map((span, index) => {
    if (span.kind === 'strong')
      return (
        <strong key={index} className="font-semibold">
          {span.text}
        </strong>
      );
    if (span.kind === 'em') return <em key={index}>{span.text}</em>;
    return <span key={index}>{span.text}</span>;
  });
}

/**
 * AI insights as readable paragraphs, headings and lists. Every piece is a React text node:
 * markup in an insight shows as text and is never interpreted as HTML.
 */
export function RichText({ text, className }: { text: string; className?: string }) {
  const blocks = parseLightMarkdown(text);
  return (
    <div className={cn('grid gap-3 text-sm leading-relaxed', className)}>
      {blocks.map((block, index) => {
        if (block.kind === 'heading')
          return (
            <h4 key={index} className="font-serif text-base font-semibold">
              {renderSpans(block.spans)}
            </h4>
          );
        if (block.kind === 'list') {
          const List = block.ordered ? 'ol' : 'ul';
          return (
            <List
              key={index}
              className={cn('grid gap-1.5 pl-5', block.ordered ? 'list-decimal' : 'list-disc')}
            >
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{renderSpans(item)}</li>
              ))}
            </List>
          );
        }
        return (
          <p key={index}>
            {block.lines.map((line, lineIndex) => (
              <span key={lineIndex}>
                {lineIndex > 0 ? <br /> : null}
                {renderSpans(line)}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
