// The espeak-ng npm package (an Emscripten build of the espeak-ng command line) ships no types.
declare module 'espeak-ng' {
  export interface ESpeakNgModule {
    FS: {
      readFile(path: string): Uint8Array;
      writeFile(path: string, data: string | Uint8Array): void;
    };
  }

  export type WasmImports = Record<string, Record<string, unknown>>;

  export interface ESpeakNgOptions {
    /** The command line, as for the `espeak-ng` program. */
    arguments: string[];
    preRun?: ((module: ESpeakNgModule) => void)[];
    print?: (text: string) => void;
    printErr?: (text: string) => void;
    /** Lets the caller instantiate a module it compiled once (the server build has no DOM types). */
    instantiateWasm?: (
      imports: WasmImports,
      receive: (instance: object, module: object) => void,
    ) => object;
  }

  /** Instantiates the program and runs its main() with `arguments`. */
  export default function ESpeakNg(options: ESpeakNgOptions): Promise<ESpeakNgModule>;
}
