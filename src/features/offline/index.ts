/** The offline feature's door: 'Make available offline' on a Memory or a Timeline, and the downloads for the profile. */
export { OfflineDownload } from './OfflineDownload';
export { DownloadControl } from './DownloadControl';
export { useDownloads } from './reads';
