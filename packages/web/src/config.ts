// External addresses used by the shell; each can be overridden at build time with a VITE_* variable.
const env = import.meta.env;

export const config = {
  v2WebAppUrl: env.VITE_V2_WEB_APP_URL ?? 'https://web.vakt.app',
  /** Opened as it is: never with the viewer's token (an external page would hold it in its address and logs). */
  apiDocsUrl: env.VITE_API_DOCS_URL ?? 'https://api.vakt.app/docs',
  supportEmail: env.VITE_SUPPORT_EMAIL ?? 'support@vakt.app',
  supportPhone: env.VITE_SUPPORT_PHONE ?? '+46 8 123 456 00',
  supportVideoUrl: env.VITE_SUPPORT_VIDEO_URL ?? 'https://www.youtube.com/@vaktapp',
  /** The help center's manuals section links this Swedish user guide (an external document). */
  userGuideUrl: env.VITE_USER_GUIDE_URL ?? 'https://vakt.app/anvandarguide.pdf',
  aboutUrl: env.VITE_ABOUT_URL ?? 'https://vakt.app/about',
  webAppUrl: env.VITE_WEB_APP_URL ?? 'https://web.vakt.app',
  webAppTestUrl: env.VITE_WEB_APP_TEST_URL ?? 'https://web.test.vakt.app',
  iosAppUrl: env.VITE_IOS_APP_URL ?? 'https://apps.apple.com/app/vakt',
  macosAppUrl: env.VITE_MACOS_APP_URL ?? 'https://apps.apple.com/app/vakt-desktop',
  androidAppUrl: env.VITE_ANDROID_APP_URL ?? 'https://play.google.com/store/apps/details?id=app.vakt',
  windowsAppUrl: env.VITE_WINDOWS_APP_URL ?? 'https://apps.microsoft.com/detail/vakt',
  expectedServerVersion: env.VITE_EXPECTED_SERVER_VERSION ?? '1.9.0',
};

/** The web app link goes to the test host when the console itself runs on a test or local host. */
export function webAppUrl(hostname: string = window.location.hostname): string {
  return /test|localhost/.test(hostname) ? config.webAppTestUrl : config.webAppUrl;
}
