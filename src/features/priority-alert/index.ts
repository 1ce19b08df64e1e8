/** The priority alert feature's door: the team event's dialog. */
export { PriorityAlertDialog } from './PriorityAlertDialog';
