import { useNavigate, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { BackLink } from './BackLink';
import { useSagaSeries } from './reads';
import { ThreadView } from './ThreadView';

/** /sagas/:sagaId/comments — a saga's discussion (a Memory's, or a custom story's). */
export default function SagaCommentsPage() {
  const sagaId = useParams().sagaId!;
  const series = useSagaSeries(sagaId);
  const navigate = useNavigate();
  const back = series ? paths.series(series.series_id) : null;
  return (
    <ThreadView
      thread={{ kind: 'saga', target_id: sagaId }}
      head={<BackLink to={back} label={series?.name ?? 'Back'} />}
      repliesOf={(commentId) => paths.sagaReplies(sagaId, commentId)}
      onLeave={() => (back ? navigate(back) : navigate(-1))}
    />
  );
}
