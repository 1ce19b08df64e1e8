/**
 * Timeline collapse notices (in-play §4): warning at 50 % of actions used, danger at 75 %, final at 90 %
 * or with two actions left. Each is emitted once per crawl, even if a resurrection refills actions.
 */
import { type Ctx, emit } from './turn-context';

export const COLLAPSE = { warning: 0.5, danger: 0.75, final: 0.9 } as const;
export const FINAL_ACTIONS_LEFT = 2;

export function collapseNotices(ctx: Ctx): void {
  const s = ctx.s;
  const left = s.world.actionsLeft;
  const used = (s.actionsTotal - left) / s.actionsTotal;
  const due = (level: 'warning' | 'danger' | 'final', reached: boolean) => reached && !s.collapse.includes(level);
  if (due('warning', used >= COLLAPSE.warning)) {
    s.collapse.push('warning');
    emit(ctx, { type: 'timelineCollapseWarning', text: '50% of actions exhausted', actions_available: left });
  }
  if (due('danger', used >= COLLAPSE.danger)) {
    s.collapse.push('danger');
    emit(ctx, { type: 'timelineCollapseDanger', text: '75% of actions exhausted', actions_available: left });
  }
  if (due('final', used >= COLLAPSE.final || left <= FINAL_ACTIONS_LEFT)) {
    s.collapse.push('final');
    emit(ctx, { type: 'timelineCollapseFinal', text: `The timeline is collapsing: ${left} actions left`, actions_available: left });
  }
}
