import { useMemo } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, Navigate, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TrainingAdminList, TrainingDeskContext, TrainingEdit, TrainingProblemsAdmin } from '@/features/training/index.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';
import { groupTrainingDesk } from './desk.ts';
// The back office's page styles, which its screens carry wherever they are shown.
import '@/pages/admin/admin.css';
import './groupTraining.css';

/**
 * /group/:groupID/training/admin/* — the Training tab's admin mode (spec part 3 §2.3): the group's
 * trainings, the training form and a training's problems, which are the back office's screens on
 * the group's desk. Group admins only; the back buttons lead from one mode to the other.
 */
export default function GroupTrainingAdmin() {
  const { t } = useTranslation();
  const { gid, isAdmin, isRoot } = useGroupScope();
  const desk = useMemo(() => groupTrainingDesk(gid, isRoot), [gid, isRoot]);
  if (!isAdmin) return <Navigate to={groupPath.tab(gid, 'training')} replace />;
  return (
    <TrainingDeskContext.Provider value={desk}>
      <div className="group-training-admin" data-testid="group-training-admin-mode">
        <Routes>
          <Route
            index
            element={
              <>
                <Link to={groupPath.tab(gid, 'training')}>
                  <Button icon={<ArrowLeftOutlined />} className="group-training-admin__back" data-testid="group-training-back">
                    {t('groupTraining.backToList')}
                  </Button>
                </Link>
                <TrainingAdminList />
              </>
            }
          />
          <Route path="create" element={<TrainingEdit />} />
          <Route path=":trainingId/edit" element={<TrainingEdit />} />
          <Route path=":trainingId/problems" element={<TrainingProblemsAdmin />} />
          <Route path="*" element={<Navigate to={desk.base} replace />} />
        </Routes>
      </div>
    </TrainingDeskContext.Provider>
  );
}
