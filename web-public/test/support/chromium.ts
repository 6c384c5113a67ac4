// How every browser test and benchmark starts Debian's Chromium: headless, no sandbox (CI runs as root), nothing of its
// own on the network. And without the address bar's pop-up: headless Chromium builds that pop-up (a few hundred of its
// own internal files, loaded and run) for every tab it opens, on the same two cores as the page under test. It was
// counted in every timed page open (the tests, which wait on the page, were no faster without it); no yard tablet's
// installed app has an address bar to build.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
];
