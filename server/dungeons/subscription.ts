/** Whether a player may use subscriber benefits now: the account domain owns subscriptions and passes. */
export { isSubscriber } from '../account/passes';
