import type { Route } from './+types/alerts-unsubscribe';
import { paths } from '../../core/paths.ts';
import { UnsubscribePage } from '../features/profile/index.ts';
import { pageMeta } from '../lib/seo.ts';

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: 'Unsubscribe from a job alert',
    description: 'Stop the e-mails of one job alert.',
    path: paths.alertsUnsubscribe,
    noindex: true,
  });
}

export default function AlertsUnsubscribeRoute() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-16">
      <UnsubscribePage />
    </div>
  );
}
