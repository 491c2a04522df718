import { Button, Card, Skeleton } from 'antd';
import { ReloadOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { queryKeys, useWebsiteConfig } from '../../../api/queries.ts';

interface Quote {
  hitokoto: string;
  from: string | null;
}

/** A quote service answers JSON with a `hitokoto` field (and often `from`). */
async function fetchQuote(url: string): Promise<Quote> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), 8000);
  try {
    const res = await fetch(url, { signal: controller.signal, headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(String(res.status));
    const body = (await res.json()) as { hitokoto?: unknown; from?: unknown };
    if (typeof body.hitokoto !== 'string' || !body.hitokoto) throw new Error('no quote');
    return { hitokoto: body.hitokoto, from: typeof body.from === 'string' && body.from ? body.from : null };
  } finally {
    window.clearTimeout(timer);
  }
}

/** The daily quote from the configured quote service; hidden when none is configured. */
export function DailyQuote() {
  const { t } = useTranslation();
  const { config, loaded } = useWebsiteConfig();
  const url = config.quoteUrl;
  const query = useQuery({
    queryKey: queryKeys.dailyQuote(url),
    queryFn: () => fetchQuote(url),
    enabled: loaded && Boolean(url),
    staleTime: 60 * 60 * 1000,
  });
  if (!loaded || !url) return null;
  return (
    <Card
      className="home-card quote-card"
      title={
        <span>
          <MessageOutlined /> {t('home.quoteTitle')}
        </span>
      }
      extra={
        <Button
          type="text"
          size="small"
          icon={<ReloadOutlined />}
          aria-label={t('common.refresh')}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          data-testid="quote-refresh"
        />
      }
      data-testid="daily-quote"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : query.isError || !query.data ? (
        <p className="quote__failed" data-testid="quote-failed">
          {t('home.quoteFailed')}
        </p>
      ) : (
        <blockquote className="quote" data-testid="quote-text">
          <p>{query.data.hitokoto}</p>
          {query.data.from ? <footer>—— {query.data.from}</footer> : null}
        </blockquote>
      )}
    </Card>
  );
}
