import { Carousel, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getHomeCarousel } from '../../../api/home.ts';
import { queryKeys, useWebsiteConfig } from '../../../api/queries.ts';
import { BrandMark } from '../../../components/common/BrandMark.tsx';

/** The home carousel: a slide every 5000 ms, 440 px high (200 px under 768 px). */
export function HomeCarousel() {
  const { t } = useTranslation();
  const { config } = useWebsiteConfig();
  const query = useQuery({ queryKey: queryKeys.carousel, queryFn: getHomeCarousel });
  const images = query.data ?? [];

  if (query.isPending) {
    return <Skeleton.Node active className="home-carousel home-carousel--loading" />;
  }
  if (images.length === 0) {
    return (
      <div className="home-carousel home-banner" data-testid="home-banner">
        <div className="home-banner__content">
          <BrandMark size={56} />
          <div>
            <div className="home-banner__title">{config.name || t('app.name')}</div>
            <div className="home-banner__subtitle">{t('home.bannerSubtitle')}</div>
          </div>
        </div>
        <svg className="home-banner__art" viewBox="0 0 400 200" aria-hidden="true">
          <g fill="none" stroke="rgba(255,255,255,0.35)" strokeWidth="2">
            <path d="M20 160 L80 100 L140 130 L200 60 L260 90 L320 30 L380 50" />
            <circle cx="80" cy="100" r="5" />
            <circle cx="200" cy="60" r="5" />
            <circle cx="320" cy="30" r="5" />
          </g>
          <text x="30" y="60" fill="rgba(255,255,255,0.28)" fontFamily="monospace" fontSize="28">
            {'{ }'}
          </text>
          <text x="240" y="180" fill="rgba(255,255,255,0.28)" fontFamily="monospace" fontSize="24">
            {'</>'}
          </text>
        </svg>
      </div>
    );
  }
  return (
    <Carousel autoplay autoplaySpeed={5000} className="home-carousel" data-testid="home-carousel">
      {images.map((img, i) => (
        <div key={img.id}>
          <img className="home-carousel__img" src={img.url} alt={t('home.carouselAlt', { n: i + 1 })} />
        </div>
      ))}
    </Carousel>
  );
}
