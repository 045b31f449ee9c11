// Bundles the source editor (editor.mjs and the CodeMirror packages the root
// package.json locks) into one minified ES module, `editor.js`, beside the
// page. Run by Trunk's post-build hook (Trunk.toml), which gives the
// staging directory; `node web-ui/editor/build.mjs DIR` writes it to DIR.
import { build } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const out = process.argv[2] ?? process.env.TRUNK_STAGING_DIR;
if (!out) {
  console.error("editor/build.mjs: no output directory (run by Trunk's post_build hook, or give one)");
  process.exit(1);
}
await build({
  entryPoints: [fileURLToPath(new URL("editor.mjs", import.meta.url))],
  outfile: join(out, "editor.js"),
  bundle: true,
  format: "esm",
  minify: true,
  target: "es2022",
  legalComments: "none",
  logLevel: "warning",
});
