// Compiled (never run) against the installed package: correct use must type-check,
// and each `@ts-expect-error` line must be an error, or tsc fails.
import init, { explain, initSync, languages, parseOptions, translate, version } from "ferrometal";
import type { Diagnostic, PackageLanguage, ParsedOptions, Reflection, TranslateOptions, TranslateResult } from "ferrometal";

export async function use(bytes: Uint8Array): Promise<string> {
  await init();
  await init(new URL("https://example.invalid/ferrometal_wasm_bg.wasm"));
  initSync(bytes);
  initSync({ module: bytes });
  const options: TranslateOptions = {
    language: "hlsl",
    fileName: "main.hlsl",
    entryPoints: ["main"],
    stage: "fragment",
    shaderModel: "6.2",
    mslVersion: "3.0",
    defines: { FOG: 1, MODE: "fast", ON: true },
    includes: { "common.hlsli": "" },
    enable16BitTypes: true,
    matrixPacking: "row_major",
    mediumpAsHalf: false,
    allowRegisterOverlap: false,
    bindingModel: "argument-buffers",
    argumentBufferTier: 1,
    hlslVersion: "202x",
    includeDirs: ["lib"],
    readable: true,
    singleFile: true,
  };
  const parsed: ParsedOptions = parseOptions("-E main -T ps_6_2");
  const again: TranslateResult = translate("", parsed.options);
  const unit: string | undefined = again.singleFile?.msl;
  const r: TranslateResult = translate("float4 main() : SV_Target { return 0; }", options);
  const spv: TranslateResult = translate(bytes);
  const first: Diagnostic | undefined = r.diagnostics[0];
  const line: number | undefined = first?.range?.startLine;
  const reflection: Reflection | null = r.reflection;
  const slot: number | undefined = reflection?.resources[0]?.metal.index;
  const meaning: string | undefined = explain("OSH3001");
  const from: number | undefined = r.entryPoints[0]?.lineMap[0]?.startLine;
  const read: PackageLanguage[] = languages();
  return `${version()} ${read.join()} ${r.ok} ${spv.ok} ${line} ${slot} ${meaning} ${from} ${r.entryPoints.map((e) => e.msl).join()} ${unit}`;
}

export function misuse(): void {
  // @ts-expect-error: stage names are vertex, fragment, compute
  translate("", { stage: "pixel" });
  // @ts-expect-error: entryPoints is an array
  translate("", { entryPoints: "main" });
  // @ts-expect-error: unknown option
  translate("", { entrypoints: ["main"] });
  // @ts-expect-error: the MSL version is a string
  translate("", { mslVersion: 3.0 });
  // @ts-expect-error: binding models are direct, argument-buffers, metal4-bindless, msc
  translate("", { bindingModel: "bindless" });
  // @ts-expect-error: the tier is the number 1 or 2
  translate("", { argumentBufferTier: "2" });
  // @ts-expect-error: source is text or bytes
  translate(42);
  // @ts-expect-error: the options text is a string
  parseOptions(["-E", "main"]);
  // @ts-expect-error: HLSL versions are strings such as "2021"
  translate("", { hlslVersion: 2021 });
}
