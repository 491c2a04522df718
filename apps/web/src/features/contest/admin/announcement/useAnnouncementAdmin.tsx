import { useState, type ReactNode } from 'react';
import type { TableColumnType } from 'antd';
import { RowActions } from '@/components/admin/RowActions.tsx';
import type { MarkdownImages } from '@/features/problem/index.ts';
import { useRowDelete, useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import type { AnnouncementBody } from '../../api/admin-contest.ts';
import { AnnouncementDialog } from './AnnouncementDialog.tsx';
import {
  draftOfAnnouncement,
  isVisible,
  newAnnouncementDraft,
  withVisibility,
  type AnnouncementDraft,
  type StoredAnnouncement,
} from './model.ts';

/**
 * What a back-office list of announcements does the same way for a contest's and for the site's:
 * the show/hide switch saved at once, edit and delete in each row, and the create/edit dialog.
 * Each page keeps its own columns, frame and words; `testId` prefixes the test ids of all of it.
 */
export function useAnnouncementAdmin<R extends StoredAnnouncement>(opts: {
  testId: string;
  save: (body: AnnouncementBody) => Promise<string>;
  remove: (id: number) => Promise<string>;
  refresh: () => unknown;
  /** Who may insert images in the text (a group's admins for their group). */
  images?: MarkdownImages;
}): {
  visibleColumn: (title: string) => TableColumnType<R>;
  actionsColumn: (title: string, confirm: (row: R) => string) => TableColumnType<R>;
  openNew: () => void;
  dialog: ReactNode;
} {
  const { testId, save, refresh } = opts;
  const [editing, setEditing] = useState<AnnouncementDraft | null>(null);
  const visibility = useVisibilitySave(({ row, visible }: { row: R; visible: boolean }) => save(withVisibility(row, visible)), refresh);
  const remove = useRowDelete(opts.remove, refresh);
  return {
    visibleColumn: (title) =>
      visibilityColumn<R>({
        title,
        dataIndex: 'status',
        width: 90,
        isOn: (row) => isVisible(row.status),
        savingId: visibility.isPending ? visibility.variables.row.id : undefined,
        onChange: (row, visible) => visibility.mutate({ row, visible }),
        testId: `${testId}-visible`,
      }),
    actionsColumn: (title, confirm) => ({
      title,
      key: 'actions',
      width: 90,
      render: (_: unknown, row: R) => (
        <RowActions
          id={row.id}
          name={row.title}
          testId={testId}
          confirm={confirm(row)}
          onEdit={() => setEditing(draftOfAnnouncement(row))}
          onDelete={() => remove.mutateAsync(row.id)}
        />
      ),
    }),
    openNew: () => setEditing(newAnnouncementDraft()),
    dialog: editing ? (
      <AnnouncementDialog
        key={editing.id ?? 'new'}
        initial={editing}
        onSave={save}
        images={opts.images}
        testId={testId}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    ) : null,
  };
}
