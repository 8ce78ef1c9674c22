/**
 * Membership of code points in a Unicode class (letters, word characters…), remembered as they
 * are met. A regular expression with a Unicode property class costs tens of nanoseconds a
 * character on non-Latin text; the screen reads every character of a message several times, so
 * each code unit of the Basic Multilingual Plane is asked once and then looked up.
 */
export class CodePointSet {
  /** Per BMP code unit: 0 not asked yet, 1 in the class, 2 not. */
  private readonly bmp = new Uint8Array(0x10000);
  private readonly astral = new Map<number, boolean>();

  /** `test`: a pattern matching one code point of the class, anchored ("^[\p{L}]$", u flag). */
  constructor(private readonly test: RegExp) {}

  /** True when the code point is in the class. */
  has(codePoint: number): boolean {
    if (codePoint > 0xffff) {
      let known = this.astral.get(codePoint);
      if (known === undefined) {
        known = this.test.test(String.fromCodePoint(codePoint));
        this.astral.set(codePoint, known);
      }
      return known;
    }
    let known = this.bmp[codePoint]!;
    if (known === 0) {
      known = this.test.test(String.fromCharCode(codePoint)) ? 1 : 2;
      this.bmp[codePoint] = known;
    }
    return known === 1;
  }

  /**
   * The code point starting at `at` in `text` as a regular expression with the u flag reads it:
   * a surrogate pair is one code point, a lone surrogate is itself.
   */
  static at(text: string, at: number): number {
    const code = text.charCodeAt(at);
    if (code < 0xd800 || code > 0xdbff || at + 1 >= text.length) return code;
    const next = text.charCodeAt(at + 1);
    return (next & 0xfc00) === 0xdc00 ? ((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000 : code;
  }
}
