/**
 * What a reply sounds like read aloud: its words without Markdown marks, links reduced to their
 * text, bare addresses and emoji dropped (a speech engine would spell them out), whitespace
 * collapsed. The input is already cut to TTS_TEXT_MAX_CHARS.
 */
export function speechText(markdown: string): string {
  return (
    markdown
      // Fenced code is not for listening to.
      .replace(/```[\s\S]*?(```|$)/g, ' ')
      .replace(/`([^`]*)`/g, '$1')
      // Images go; links keep their text.
      .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
      .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
      .replace(/<?https?:\/\/[^\s<>)]*[^\s<>).,;:!?]>?/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      // Headings, quotes and list marks at the start of lines.
      .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
      .replace(/^[ \t]*>[ \t]?/gm, '')
      // A list item is a short sentence of its own.
      .replace(/^[ \t]*(?:[-*+]|\d+[.)])[ \t]+(.*?)[ \t]*$/gm, (_line, item: string) =>
        /[.!?:;,]$/.test(item) ? item : `${item}.`,
      )
      .replace(/^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$/gm, ' ')
      // Emphasis marks.
      .replace(/(\*{1,3}|_{1,3}|~~)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/\p{Extended_Pictographic}(\uFE0F|\u200D\p{Extended_Pictographic})*/gu, ' ')
      // A paragraph break becomes a sentence pause.
      .replace(/([^.!?:;\s])[ \t]*\n{2,}/g, '$1.\n\n')
      .replace(/\s+/g, ' ')
      .replace(/\s+([.,;:!?])/g, '$1')
      .trim()
  );
}
