/** The notices feature's door: the host that shows what writes delivered in the background answered. */
export { NoticeHost } from './NoticeHost';
