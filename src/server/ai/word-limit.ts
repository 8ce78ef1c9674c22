/**
 * Enforces a reply's word limit on streamed text: models overshoot the limit in the prompt, so
 * the stream is cut at the limit's last word. `push` returns the part of a delta to pass on.
 */
export class WordLimiter {
  private words = 0;
  private inWord = false;
  reached = false;

  constructor(private readonly limit: number | null) {}

  push(delta: string): string {
    if (this.limit === null) return delta;
    if (this.reached) return '';
    for (let i = 0; i < delta.length; i++) {
      const isSpace = /\s/.test(delta[i] ?? '');
      if (!isSpace && !this.inWord) {
        if (this.words === this.limit) {
          this.reached = true;
          return delta.slice(0, i).trimEnd();
        }
        this.words += 1;
      }
      this.inWord = !isSpace;
    }
    return delta;
  }
}
