// One config for every end-to-end test, run in the machine's Chromium (no
// browser download). Each surface is a project with its own folder:
//   npm/        the npm package in a plain HTML page (serves itself; needs FERROMETAL_PKG_DIR)
//   playground/ the Leptos playground
import { defineConfig } from "@playwright/test";
import { args, executablePath } from "./tools/chromium.mjs";

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: { executablePath, args },
  },
  projects: [
    { name: "npm", testDir: "./npm" },
    { name: "playground", testDir: "./playground" },
  ],
});
