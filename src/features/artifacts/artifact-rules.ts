/** 'Artifact Earned!' or, for more than one, 'Artifacts Earned!' (in-play §2). */
export const artifactEarnedTitle = (count: number) => (count > 1 ? 'Artifacts Earned!' : 'Artifact Earned!');
