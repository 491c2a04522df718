import { Button, Card, Popconfirm, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SITE_CONFIG_LIMITS } from '@arbiter/contract';
import { getHomeCarousel } from '@/api/home.ts';
import { queryKeys } from '@/api/queries.ts';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';
import { deleteCarouselImage, uploadCarouselImage } from '../api/config.ts';

const MB = Math.round(SITE_CONFIG_LIMITS.carouselMaxBytes / 1024 / 1024);
const ACCEPT = SITE_CONFIG_LIMITS.carouselTypes.map((ext) => `.${ext}`).join(',');

/** The home page's carousel: the images it shows (the same list it reads), an upload and a delete. */
export function CarouselCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useQuery({ queryKey: queryKeys.carousel, queryFn: getHomeCarousel });
  const refresh = () => client.invalidateQueries({ queryKey: queryKeys.carousel });
  const upload = useMutation({
    mutationFn: uploadCarouselImage,
    onSuccess: async () => {
      toast.success(t('siteAdmin.conf.carousel.uploaded'));
      await refresh();
    },
  });
  const remove = useMutation({
    mutationFn: deleteCarouselImage,
    onSuccess: async () => {
      toast.success(t('siteAdmin.conf.carousel.deleted'));
      await refresh();
    },
  });

  const images = query.data ?? [];
  const uploadButton = (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      maxCount={1}
      beforeUpload={(file) => {
        // The server refuses it too; saying so here spares sending 10 MB for nothing.
        if (file.size > SITE_CONFIG_LIMITS.carouselMaxBytes) toast.error(t('siteAdmin.conf.carousel.tooLarge', { mb: MB }));
        else upload.mutate(file);
        return Upload.LIST_IGNORE;
      }}
    >
      <Button icon={<UploadOutlined />} loading={upload.isPending} data-testid="carousel-upload">
        {t('siteAdmin.conf.carousel.upload')}
      </Button>
    </Upload>
  );

  return (
    <Card title={t('siteAdmin.conf.carousel.title')} size="small" extra={uploadButton} data-testid="carousel-card">
      <Typography.Text type="secondary">{t('siteAdmin.conf.carousel.hint', { mb: MB })}</Typography.Text>
      {query.isPending ? (
        <PageLoading />
      ) : images.length === 0 ? (
        <Typography.Paragraph type="secondary" className="site-config-test-result" data-testid="carousel-empty">
          {t('siteAdmin.conf.carousel.empty')}
        </Typography.Paragraph>
      ) : (
        <div className="site-config-carousel-grid" data-testid="carousel-grid">
          {images.map((img, i) => (
            <div className="site-config-carousel-item" key={img.id} data-testid={`carousel-item-${img.id}`}>
              <img src={img.url} alt={t('siteAdmin.conf.carousel.alt', { n: i + 1 })} loading="lazy" />
              <Popconfirm
                title={t('siteAdmin.conf.carousel.deleteConfirm')}
                onConfirm={() => remove.mutateAsync(img.id)}
                okButtonProps={{ danger: true, ...{ 'data-testid': 'carousel-delete-ok' } }}
              >
                <Button
                  className="site-config-carousel-delete"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('siteAdmin.conf.carousel.delete')}
                  data-testid={`carousel-delete-${img.id}`}
                />
              </Popconfirm>
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
