/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_V2_WEB_APP_URL?: string;
  readonly VITE_API_DOCS_URL?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_VIDEO_URL?: string;
  readonly VITE_USER_GUIDE_URL?: string;
  readonly VITE_ABOUT_URL?: string;
  readonly VITE_WEB_APP_URL?: string;
  readonly VITE_WEB_APP_TEST_URL?: string;
  readonly VITE_IOS_APP_URL?: string;
  readonly VITE_MACOS_APP_URL?: string;
  readonly VITE_ANDROID_APP_URL?: string;
  readonly VITE_WINDOWS_APP_URL?: string;
  readonly VITE_EXPECTED_SERVER_VERSION?: string;
}

// A part of a message catalog (src/i18n/catalogs.ts, cut by catalogPlugin.ts).
declare module 'virtual:vakt-catalog/*' {
  const catalog: Record<string, string>;
  export default catalog;
}
