// Trunk's post-build hook (Trunk.toml): writes examples.json beside the
// page, `{ "path": "text" }` for every example shader that build.rs lists
// (same extensions, `include/` folders left out). The page fetches it once,
// when an example is first opened, so the shaders' text is not part of the
// wasm every visitor downloads.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";

const SHADER_EXTS = ["hlsl", "glsl", "vert", "frag", "comp", "wgsl"];
const root = fileURLToPath(new URL("../examples-shaders/", import.meta.url));
const out = process.env.TRUNK_STAGING_DIR;
if (!out) {
  console.error("examples.mjs: TRUNK_STAGING_DIR is not set (run by Trunk's post_build hook)");
  process.exit(1);
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

const examples = {};
for (const path of walk(root).sort()) {
  const rel = relative(root, path).split(sep).join("/");
  const ext = rel.split(".").pop();
  if (!SHADER_EXTS.includes(ext) || rel.split("/").slice(0, -1).includes("include")) continue;
  examples[rel] = readFileSync(path, "utf8");
}
writeFileSync(join(out, "examples.json"), JSON.stringify(examples));
