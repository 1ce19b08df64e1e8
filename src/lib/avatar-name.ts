/** 'HistorianStarting Quill' reads 'Quill' to a player (the starting avatars' names carry a marker, in-play §2). */
export function avatarDisplayName(name: string): string {
  return name.replace('HistorianStarting', '').trim() || name;
}
