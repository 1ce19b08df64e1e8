/** The artifacts feature's door: the host that shows the 'Artifact Earned!' modal when one is due. */
export { ArtifactEarnedHost } from './ArtifactEarnedHost';
export { useArtifactsDue } from './reads';
