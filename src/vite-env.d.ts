/// <reference types="vite/client" />
declare const __BUILD_VERSION__: string;
