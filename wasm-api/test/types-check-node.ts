// Compiled (never run) in a Node-only TypeScript project: `lib: ["es2022"]`,
// no "dom" lib and no Node types (package.test.mjs writes its tsconfig.json).
// The package's declarations must compile there, and correct use must
// type-check with nothing but ES types.
import init, { explain, initSync, translate, version } from "ferrometal";
import type { InitInput, TranslateResult } from "ferrometal";

export async function use(bytes: Uint8Array): Promise<string> {
  await init(bytes);
  await init("./ferrometal_wasm_bg.wasm");
  const input: InitInput = new ArrayBuffer(8);
  await init(input);
  initSync(bytes);
  initSync({ module: bytes });
  const r: TranslateResult = translate("float4 main() : SV_Target { return 0; }", { stage: "fragment" });
  return `${version()} ${r.ok} ${explain("OSH3001")} ${r.entryPoints.map((e) => e.msl).join()}`;
}

export function misuse(): void {
  // @ts-expect-error: source is text or bytes
  translate(42);
  // @ts-expect-error: init takes no number
  void init(3);
  // @ts-expect-error: without the dom lib or Node types there is no URL object to pass
  void init({ href: "x" });
}
