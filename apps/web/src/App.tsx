import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { LIMITS } from '@arbiter/contract';
import { useLanguage } from './i18n/index.ts';
import { AppLayout } from './components/layout/AppLayout.tsx';
import { FeedbackBridge, LanguageFromQuery, NavigatorBridge, SessionWatcher } from './components/layout/Bridges.tsx';
import { UnreadPoll } from '@/features/message/index.ts';
import { LiveConnection } from './components/live/LiveConnection.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // Failures are already reported by the API client; widgets fall back to their empty states.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

const theme = {
  token: { colorPrimary: '#1f6feb', borderRadius: 8, fontSize: 14 },
};

export default function App() {
  const language = useLanguage();
  return (
    <ConfigProvider locale={language === 'zh-CN' ? zhCN : enUS} theme={theme}>
      <AntdApp message={{ maxCount: 1, duration: LIMITS.toastMs / 1000 }} notification={{ duration: LIMITS.notificationMs / 1000 }}>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>
            <NavigatorBridge />
            <SessionWatcher />
            <LiveConnection />
            <UnreadPoll />
            <LanguageFromQuery />
            <AppLayout />
          </BrowserRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
