// A .po catalog compiles to a module of messages when imported (@lingui/vite-plugin).
declare module '*.po' {
  import type { Messages } from '@lingui/core';

  export const messages: Messages;
}
