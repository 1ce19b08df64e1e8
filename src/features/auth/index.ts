/** The auth feature's door: the header's account button and the email-code login modal. */
export { AccountButton } from './AccountButton';
export { LoginModal } from './LoginModal';
export { LinkFirst } from './LinkFirst';
export { GoogleButton, hereWithout } from './GoogleButton';
