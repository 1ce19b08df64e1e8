/** The sync worker's script URL (vite.config.ts). */
declare module 'virtual:sync-worker' {
  const url: string;
  export default url;
}
