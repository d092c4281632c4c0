/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The web package's version, set at build time. */
  readonly VITE_APP_VERSION?: string;
}
