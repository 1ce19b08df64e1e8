/** The action-counter badge (in-play §9): green above 5, otherwise red. */
export const ACTIONS_SAFE_ABOVE = 5;

export type BadgeTone = 'ok' | 'low';

export function actionsTone(actionsAvailable: number): BadgeTone {
  return actionsAvailable > ACTIONS_SAFE_ABOVE ? 'ok' : 'low';
}

/** The words that go with the colour, so the state is not told by colour alone. */
export function actionsLabel(actionsAvailable: number): string {
  const n = `${actionsAvailable} action${actionsAvailable === 1 ? '' : 's'} left`;
  return actionsTone(actionsAvailable) === 'ok' ? n : `${n}, running low`;
}
