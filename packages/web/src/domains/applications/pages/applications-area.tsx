/**
 * The application pages, loaded lazily by the jobs area's page module (it picks by path) so the
 * job list does not carry them: apply, my applications, one application, an ad's pipeline.
 */
import { useLocation } from '../../../platform/router.tsx';
import { applicationsPageOf } from '../paths.ts';
import { ApplicationPage } from './application-view.tsx';
import { ApplyPage } from './apply-form.tsx';
import { MyApplicationsPage } from './my-applications.tsx';
import { PipelinePage } from './pipeline.tsx';

export default function ApplicationsArea() {
  switch (applicationsPageOf(useLocation().pathname)) {
    case 'apply':
      return <ApplyPage />;
    case 'pipeline':
      return <PipelinePage />;
    case 'detail':
      return <ApplicationPage />;
    default:
      return <MyApplicationsPage />;
  }
}
