/** The feedback feature's door: the story feedback modal and the session feedback sheet. */
export { SessionFeedbackSheet } from './SessionFeedbackSheet';
export { StoryFeedbackModal } from './StoryFeedbackModal';
