// One config for every end-to-end test, run in the machine's Chromium (no
// browser download). Each surface is a project with its own folder:
//   npm/        the npm package in a plain HTML page (serves itself; needs FERROMETAL_PKG_DIR)
//   playground/ the Leptos playground
import { defineConfig } from "@playwright/test";

export default defineConfig({
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [["list"]],
  use: {
    browserName: "chromium",
    launchOptions: {
      executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "npm", testDir: "./npm" },
    { name: "playground", testDir: "./playground" },
  ],
});
