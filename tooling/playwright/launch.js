// Launch options for Debian's Chromium: test tools cannot download a browser here.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Custom domains (*.test) resolve to this machine, so tenant domains can be tested.
  '--host-resolver-rules=MAP *.test 127.0.0.1',
];

/** `use` block for a Playwright project. */
export const chromiumUse = {
  browserName: 'chromium',
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  trace: 'retain-on-failure',
  screenshot: 'only-on-failure',
};
