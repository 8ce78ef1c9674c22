// @breezystack/lamejs ships an ambient type.d.ts that its package exports do not point
// TypeScript at; this is the part we use.
declare module '@breezystack/lamejs' {
  export class Mp3Encoder {
    constructor(channels: number, sampleRate: number, kbps: number);
    encodeBuffer(left: Int16Array, right?: Int16Array): Uint8Array;
    flush(): Uint8Array;
  }
}
