// How every script and test here starts Debian's Chromium (playwright-core's chromium.launch options):
// headless, no sandbox (root), and none of the background traffic that this machine's closed network refuses.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
