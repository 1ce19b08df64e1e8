/** What the adventure loader is asked to do; carried in the navigation state so the address stays clean. */
export interface AdventureIntent {
  /** Clear the player's choices of the adventure and begin again at chapter 1. */
  restart: boolean;
}

export const readAdventureIntent = (state: unknown): AdventureIntent => ({ restart: (state as Partial<AdventureIntent> | null)?.restart === true });
