import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { Button, Modal, Slider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { CROP_SIZE, centredCrop, clampCrop, scaleOf, zoomTo, type Crop } from './cropMath.ts';

/**
 * The avatar crop dialog: the chosen image in a 200×200 box, zoomed with the slider and moved by
 * dragging; Upload sends the box as a png.
 */
export function AvatarCropper({ file, onCancel, onCropped }: { file: File | null; onCancel: () => void; onCropped: (png: Blob) => void }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [crop, setCrop] = useState<Crop>({ zoom: 1, x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; crop: Crop } | null>(null);

  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    const img = new Image();
    img.onload = () => {
      setImage(img);
      setCrop(centredCrop(img.naturalWidth, img.naturalHeight));
    };
    img.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  useEffect(() => {
    const ctx = canvas.current?.getContext('2d');
    if (!ctx || !image) return;
    const s = scaleOf(image.naturalWidth, image.naturalHeight, crop.zoom);
    ctx.clearRect(0, 0, CROP_SIZE, CROP_SIZE);
    ctx.drawImage(image, -crop.x, -crop.y, image.naturalWidth * s, image.naturalHeight * s);
  }, [image, crop]);

  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!drag.current || !image) return;
    const d = drag.current;
    setCrop(
      clampCrop(image.naturalWidth, image.naturalHeight, { ...d.crop, x: d.crop.x - (e.clientX - d.x), y: d.crop.y - (e.clientY - d.y) }),
    );
  };

  return (
    <Modal
      open={file !== null}
      title={t('group.setting.cropTitle')}
      onCancel={onCancel}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onCancel}>{t('group.common.cancel')}</Button>
          <Button
            type="primary"
            onClick={() => canvas.current?.toBlob((b) => b && onCropped(b), 'image/png')}
            data-testid="group-avatar-crop-upload"
          >
            {t('group.setting.upload')}
          </Button>
        </Space>
      }
    >
      <div className="group-cropper">
        <canvas
          ref={canvas}
          width={CROP_SIZE}
          height={CROP_SIZE}
          className="group-cropper__box"
          onPointerDown={(e) => {
            e.currentTarget.setPointerCapture(e.pointerId);
            drag.current = { x: e.clientX, y: e.clientY, crop };
          }}
          onPointerMove={move}
          onPointerUp={() => (drag.current = null)}
          data-testid="group-avatar-crop"
        />
        <Slider
          min={1}
          max={4}
          step={0.05}
          value={crop.zoom}
          onChange={(zoom) => image && setCrop(zoomTo(image.naturalWidth, image.naturalHeight, crop, zoom))}
          className="group-cropper__zoom"
          tooltip={{ formatter: (v) => `${(v ?? 1).toFixed(1)}×` }}
        />
        <p className="group-muted">{t('group.setting.cropHint')}</p>
      </div>
    </Modal>
  );
}
