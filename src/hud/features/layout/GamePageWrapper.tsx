import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { motion } from 'framer-motion';
import { PageErrorBoundary } from '@/hud/components/boundaries';
import { LoadingScreen } from '@/hud/components/LoadingScreen';

/**
 * The inner page wrapper around every /game child: a page error boundary, the page's loading state and a short
 * fade-in.
 */
export function GamePageWrapper() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} name={`Page ${pathname}`}>
      <Suspense fallback={<LoadingScreen variant="inline" />}>
        <motion.div
          key={pathname}
          initial={{ opacity: 0, y: 6 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ duration: 0.2, ease: 'easeOut' }}
          // Nothing floats over the page (the chip and the help button sit in the dock below it): a plain margin.
          className="px-4 pb-8 pt-6 sm:px-6 lg:px-8"
        >
          <Outlet />
        </motion.div>
      </Suspense>
    </PageErrorBoundary>
  );
}
