// /manage-campervans (SPEC §2 Manage Campervans, §8), administrators only (the route guard shows everyone else
// 'Access Denied'): the campervan list with its loading, error and empty states, and deletion after 'Confirm Deletion'.
// The fleet as it stood at the end of any day (?asOf=), with that day's counts, and those removed (?status=removed)
// are read from the log.
import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { CAMPERVAN_STATUSES, CAMPERVAN_STATUS_LABELS } from '@forecourt/contracts/options';
import { PlusOutlined } from '@ant-design/icons';
import type { Campervan } from '@forecourt/contracts/campervan';
import { useDeleteCampervanMutation, useListCampervansQuery } from '../../../lib/inventory-api.ts';
import { errorMessage, errorStatus } from '../../../lib/error-message.ts';
import { usePageTitle } from '../../../lib/page-title.ts';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { ButtonLink } from '../../../components/ButtonLink.tsx';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDeleteDialog.tsx';
import { CampervansTable } from '../components/CampervansTable.tsx';
import { useListCampervansAsOfQuery, useListRemovedCampervansQuery } from '../../../lib/yard-api.ts';
import { endOfDay, listModeOf, useListView } from '../../../components/inventory-table/list-view.ts';
import { YardDayBanner, YardDayPicker, yardEmpty } from '../../../components/inventory-table/YardDay.tsx';
import { useFeedback } from '../../../lib/feedback.tsx';

export function ManageCampervansPage() {
  usePageTitle('Manage Campervans');
  const { notification } = useFeedback();
  const [view, changeView] = useListView();
  const mode = listModeOf(view);
  const current = useListCampervansQuery(undefined, { skip: mode !== 'now' });
  const past = useListCampervansAsOfQuery(mode === 'as-of' && view.asOf ? endOfDay(view.asOf) : skipToken);
  const removed = useListRemovedCampervansQuery(mode === 'removed' ? undefined : skipToken);
  const campervans = mode === 'as-of' ? past : mode === 'removed' ? removed : current;
  const [deleteCampervan, { isLoading: deleting }] = useDeleteCampervanMutation();
  // The campervan chosen for deletion while the dialog is open.
  const [chosen, setChosen] = useState<Campervan | null>(null);

  const confirmDelete = async () => {
    if (!chosen) return;
    const result = await deleteCampervan({ id: chosen.id });
    setChosen(null);
    if ('error' in result) {
      notification.error({ title: 'Error', description: errorMessage(result.error, 'Failed to delete campervan') });
      return;
    }
    notification.success({ title: 'Campervan deleted', description: 'The campervan has been successfully deleted.' });
  };

  const status = errorStatus(campervans.error);
  return (
    <>
      <PageHeading
        title="Manage Campervans"
        subtitle="Add, edit or remove campervans from the hire fleet"
        extra={
          <ButtonLink to="/edit-campervan" type="primary" icon={<PlusOutlined aria-hidden />}>
            Add New Campervan
          </ButtonLink>
        }
      />
      <YardDayPicker view={view} onChange={changeView} />
      {mode === 'as-of' && view.asOf && past.currentData && <YardDayBanner day={view.asOf} figures={dayFigures(past.currentData)} />}
      {!campervans.currentData && !campervans.isError ? (
        <PageSpinner fullScreen={false} />
      ) : campervans.isError ? (
        <RetryAlert
          title="Error Loading Campervans"
          description={errorMessage(campervans.error, status ? `${status}: Failed to fetch campervans` : 'Failed to fetch campervans')}
          onRetry={() => void campervans.refetch()}
        />
      ) : (
        <CampervansTable
          campervans={campervans.currentData ?? []}
          onDelete={setChosen}
          mode={mode}
          empty={yardEmpty(mode, 'campervans', () => changeView({ status: 'all', asOf: null }))}
        />
      )}
      <ConfirmDeleteDialog
        open={chosen !== null}
        centered
        title="Confirm Deletion"
        deleting={deleting}
        onCancel={() => setChosen(null)}
        onConfirm={() => void confirmDelete()}
      >
        <p style={{ margin: 0 }}>
          Are you sure you want to delete {chosen?.name}? This action cannot be undone.
        </p>
      </ConfirmDeleteDialog>
    </>
  );
}

/** The day's figures: how many campervans, of each status. */
function dayFigures(vans: Campervan[]) {
  const counts = CAMPERVAN_STATUSES.map((status) => `${vans.filter((van) => van.status === status).length} ${CAMPERVAN_STATUS_LABELS[status].toLowerCase()}`);
  return `${vans.length} ${vans.length === 1 ? 'campervan' : 'campervans'}: ${counts.join(', ')}.`;
}
