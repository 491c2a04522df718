import { Button, Upload } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { MD_FILE_LIMITS } from '@arbiter/contract';
import { roleFlags, useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { uploadMarkdownImage } from '../../api/admin-problem.ts';

const MB = Math.round(MD_FILE_LIMITS.imageMaxBytes / 1024 / 1024);
const ACCEPT = MD_FILE_LIMITS.imageTypes.map((ext) => `.${ext}`).join(',');

/** Who may upload images for a text: the site's admin roles, or a group's admins naming their group. */
export interface MarkdownImages {
  allowed: boolean;
  gid?: number | undefined;
}

/**
 * Uploads an image and hands its markdown (`![](link)`) to `onInsert`. Shown only to whom the
 * server lets upload (the admin roles, or a group's admins for their group); the server checks again.
 */
export function MarkdownImageUpload({
  onInsert,
  testId,
  images,
}: {
  onInsert: (markdown: string) => void;
  testId: string;
  images?: MarkdownImages | undefined;
}) {
  const { t } = useTranslation();
  const { isAdmin } = roleFlags(useSession().user);
  const upload = useMutation({
    mutationFn: (file: File) => uploadMarkdownImage(file, images?.gid),
    onSuccess: ({ link }) => onInsert(`![](${link})`),
  });
  if (!(images ? images.allowed : isAdmin)) return null;
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        // The server refuses it too; saying so here spares sending it for nothing.
        if (file.size > MD_FILE_LIMITS.imageMaxBytes) toast.error(t('problemAdmin.form.imageTooLarge', { mb: MB }));
        else upload.mutate(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button size="small" icon={<PictureOutlined />} loading={upload.isPending} data-testid={`${testId}-image`}>
        {t('problemAdmin.form.insertImage')}
      </Button>
    </Upload>
  );
}
