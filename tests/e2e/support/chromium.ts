/**
 * The features Playwright 1.65 disables itself (its chromiumSwitches). Chromium keeps only the last
 * --disable-features it is given, so the switch below must name them again or it would turn them back on.
 */
const playwrightDisabled = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 loads two WebUI omnibox popups (chrome://omnibox-popup.top-chrome/) in a renderer of their own with
 * every window, headless too: a process per test that no test looks at, 13 % of the browser tests' CPU in a CI
 * replay (sampled with top), and 2.1 s of CPU saved in 20 contexts opened and closed.
 */
const omniboxPopups = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'];

/** Flags headless Chromium needs on this closed-network machine (and the fake media devices for calls). */
export const chromiumBaseArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/** What Playwright launches: the flags above, and no browser UI the tests never see. */
export const chromiumArgs = [
  ...chromiumBaseArgs,
  `--disable-features=${[...playwrightDisabled, ...omniboxPopups].join(',')}`,
];
